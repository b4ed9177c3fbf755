import { Descriptions } from 'antd';
import type { ResourceDef } from '../../../shared/resource';
import { useViewport } from '../../layout/useViewport';
import { translateOr, useEngineI18n } from '../i18n';
import { FieldValue } from '../render/FieldValue';
import { fieldKind } from '../schema/fieldKind';
import type { EffectiveSchema } from '../schema/useEffectiveSchema';
import type { FieldRenderers } from './showOverrides';

interface FieldDescriptionsProps {
  def: Pick<ResourceDef, 'name' | 'ui'>;
  schema: EffectiveSchema;
  record: Record<string, unknown>;
  fields: string[];
  renderers?: FieldRenderers;
  /** 1: the show page's single list; more: a tab's list on wide screens (one column on small ones) */
  columns?: number;
}

/** Fields of a record as label/value pairs: the page's renderer for a field, else the renderer of its kind. */
export function FieldDescriptions({ def, schema, record, fields, renderers, columns = 1 }: FieldDescriptionsProps) {
  const { t, locale } = useEngineI18n();
  const { mobile } = useViewport();
  const single = columns === 1;
  return (
    <Descriptions
      bordered
      // on a phone each label above its value: beside it, the label's width left the value too little room for a
      // button or a table (the list then ran past the screen)
      layout={mobile ? 'vertical' : 'horizontal'}
      size={single ? 'middle' : 'small'}
      column={single ? 1 : { xs: 1, sm: 1, md: columns, lg: columns, xl: columns, xxl: columns }}
      styles={mobile ? undefined : { label: single ? { width: '34%', minWidth: 140 } : { width: 200 } }}
      items={fields
        .filter((field) => schema.raw.properties?.[field])
        .map((field) => {
          const raw = schema.raw.properties![field];
          const prop = schema.localized.properties?.[field] ?? raw;
          const render = renderers?.[field];
          const kind = fieldKind(raw, def.ui?.[field] as Record<string, unknown> | undefined);
          return {
            key: field,
            label: typeof prop.title === 'string' ? prop.title : translateOr(t, `${def.name}.fields.${field}`, field),
            children: render ? render(record[field], record) : <FieldValue kind={kind} value={record[field]} prop={prop} t={t} locale={locale} />,
          };
        })}
    />
  );
}
