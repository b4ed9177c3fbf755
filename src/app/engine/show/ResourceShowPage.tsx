import { DeleteButton, EditButton, ListButton, Show } from '@refinedev/antd';
import { useGo, useParsed, useShow, type BaseRecord } from '@refinedev/core';
import { Alert, Col, Descriptions, Row, Skeleton } from 'antd';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import { useDeleteNotifications } from '../list/useDeleteNotifications';
import { FieldValue } from '../render/FieldValue';
import { fieldKind } from '../schema/fieldKind';
import { isOverlayProperty } from '../schema/overlay';
import { useEffectiveSchema, type EffectiveSchema } from '../schema/useEffectiveSchema';
import { HistoryPanel } from './HistoryPanel';
import { retryServerErrors } from '../query/retry';

/** Properties in the form's `ui:order` (its `*` standing for the ones it does not name). */
function byUiOrder(fields: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return fields;
  const rest = fields.filter((f) => !order.includes(f));
  const out = order.flatMap((f) => (f === '*' ? rest : typeof f === 'string' && fields.includes(f) ? [f] : []));
  return order.includes('*') ? out : [...out, ...rest];
}

/** Fields of the show page: the declared order (or every property), then overlay fields not yet listed. */
export function showFields(def: ResourceDef, schema: EffectiveSchema): string[] {
  const props = schema.raw.properties ?? {};
  const base = (def.show ?? byUiOrder(Object.keys(props), def.ui?.['ui:order'])).filter((f) => f in props);
  const overlay = Object.keys(props).filter((f) => !base.includes(f) && isOverlayProperty(props[f]));
  return [...base, ...overlay].filter((f) => fieldKind(props[f]) !== 'hidden' || props[f]['x-ref']);
}

function Details({ def, schema, record }: { def: ResourceDef; schema: EffectiveSchema; record: BaseRecord }) {
  const { t, locale } = useEngineI18n();
  return (
    <Descriptions
      bordered
      column={1}
      size="middle"
      styles={{ label: { width: '34%', minWidth: 140 } }}
      items={showFields(def, schema).map((field) => {
        const raw = schema.raw.properties![field];
        const prop = schema.localized.properties?.[field] ?? raw;
        const kind = fieldKind(raw, def.ui?.[field] as Record<string, unknown> | undefined);
        return {
          key: field,
          label: typeof prop.title === 'string' ? prop.title : translateOr(t, `${def.name}.fields.${field}`, field),
          children: <FieldValue kind={kind} value={record[field]} prop={prop} t={t} locale={locale} />,
        };
      })}
    />
  );
}

/** The generic show page: the record as descriptions rendered by field kind, edit/delete buttons, and its history. */
export default function ResourceShowPage({ resource }: { resource: ResourceDef }) {
  const { t } = useEngineI18n();
  const { id } = useParsed();
  const { schema, error: schemaError } = useEffectiveSchema(resource);
  const { query, result } = useShow({ resource: resource.name, id, errorNotification: false, queryOptions: { retry: retryServerErrors } });
  const deleteProps = useDeleteNotifications(resource);
  const go = useGo();
  const record = result;
  const error = schemaError ?? query.error;

  return (
    <Show
      resource={resource.name}
      recordItemId={id}
      title={translateOr(t, `${resource.name}.titles.show`, resource.name)}
      isLoading={query.isLoading}
      headerButtons={() => (
        <>
          <ListButton resource={resource.name} />
          {resource.routes.edit && resource.endpoints.update ? <EditButton resource={resource.name} recordItemId={id} /> : null}
          {resource.endpoints.remove ? <DeleteButton
              resource={resource.name}
              recordItemId={id}
              {...deleteProps}
              onSuccess={() => go({ to: { resource: resource.name, action: 'list' }, type: 'replace' })}
            /> : null}
        </>
      )}
    >
      {error ? <Alert type="error" showIcon message={error.message} /> : null}
      {!schema || !record ? (
        error ? null : <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={15}>
            <Details def={resource} schema={schema} record={record} />
          </Col>
          <Col xs={24} xl={9}>
            {id !== undefined ? <HistoryPanel def={resource} id={id} schema={schema} /> : null}
          </Col>
        </Row>
      )}
    </Show>
  );
}
