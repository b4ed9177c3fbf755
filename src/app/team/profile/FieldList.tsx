import { Descriptions } from 'antd';
import { useEngineI18n, translateOr } from '../../engine/i18n';
import { FieldValue } from '../../engine/render/FieldValue';
import { fieldKind } from '../../engine/schema/fieldKind';
import type { EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import { useBranches } from '../useBranches';

/** Some fields of a collaborator as label/value pairs, rendered by kind (unit names from the session). */
export function FieldList({ schema, record, fields, columns = 2 }: { schema: EffectiveSchema; record: Record<string, unknown>; fields: string[]; columns?: number }) {
  const { t, locale } = useEngineI18n();
  const { nameOf } = useBranches();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: columns, lg: columns, xl: columns, xxl: columns }}
      styles={{ label: { width: 200 } }}
      items={fields
        .filter((f) => schema.raw.properties?.[f])
        .map((field) => {
          const raw = schema.raw.properties![field];
          const prop = schema.localized.properties?.[field] ?? raw;
          const title = typeof prop.title === 'string' ? prop.title : translateOr(t, `users.fields.${field}`, field);
          const value = field === 'mainBranch' ? nameOf(record.mainBranch) || null : record[field];
          const kind = field === 'mainBranch' ? 'string' : fieldKind(raw);
          return { key: field, label: title, children: <FieldValue kind={kind} value={value} prop={prop} t={t} locale={locale} /> };
        })}
    />
  );
}
