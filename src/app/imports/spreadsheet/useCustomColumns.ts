import { useMemo } from 'react';
import { resourceByName } from '../../../../resources';
import { customImportColumns, type CustomImportColumn } from '../../../shared/imports';
import { LOCALES } from '../../../shared/i18n/locales';
import { useEngineI18n } from '../../engine/i18n';
import { useEffectiveSchema } from '../../engine/schema/useEffectiveSchema';

export interface CustomColumns {
  /** the company's custom fields of the import file (keys and their header in every locale, for the parser) */
  columns: CustomImportColumn[];
  /** each field's title in the current language */
  titles: Record<string, string>;
}

const users = resourceByName('users')!;

/** The company's custom collaborator fields (effective user schema, `x-overlay`) as columns of the import file. */
export function useCustomColumns(): CustomColumns {
  const { locale } = useEngineI18n();
  const { schema } = useEffectiveSchema(users);
  return useMemo(() => {
    const columns = customImportColumns(schema?.raw);
    const index = Math.max(0, (LOCALES as readonly string[]).indexOf(locale));
    return { columns, titles: Object.fromEntries(columns.map((c) => [c.key, c.labels[index]])) };
  }, [schema, locale]);
}
