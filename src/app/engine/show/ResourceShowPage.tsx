import { DeleteButton, EditButton, ListButton, Show } from '@refinedev/antd';
import { useGo, useParsed, useShow } from '@refinedev/core';
import { Alert, Card, Col, Row, Skeleton, Space } from 'antd';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import { useDeleteNotifications } from '../list/useDeleteNotifications';
import { fieldKind } from '../schema/fieldKind';
import { isOverlayProperty } from '../schema/overlay';
import { byUiOrder, groupFields } from '../schema/sections';
import { useEffectiveSchema, type EffectiveSchema } from '../schema/useEffectiveSchema';
import { FieldDescriptions } from './FieldDescriptions';
import { HistoryPanel } from './HistoryPanel';
import { RecordTabs } from './RecordTabs';
import type { ShowContext, ShowOverrides } from './showOverrides';
import { retryServerErrors } from '../query/retry';

const NO_OVERRIDES: ShowOverrides = {};

/** Fields of the show page: the declared order (or every property), then overlay fields not yet listed. */
export function showFields(def: ResourceDef, schema: EffectiveSchema): string[] {
  const props = schema.raw.properties ?? {};
  const base = (def.show ?? byUiOrder(Object.keys(props), def.ui?.['ui:order'])).filter((f) => f in props);
  const overlay = Object.keys(props).filter((f) => !base.includes(f) && isOverlayProperty(props[f]));
  return [...base, ...overlay].filter((f) => fieldKind(props[f]) !== 'hidden' || props[f]['x-ref']);
}

/** The record's fields: in tabs when the page has sections or tabs, else one list with the history beside it. */
function Body({ ctx, overrides: o }: { ctx: ShowContext; overrides: ShowOverrides }) {
  const fields = showFields(ctx.def, ctx.schema);
  if (o.sections || o.tabs || groupFields(ctx.schema.raw, fields).length) return <RecordTabs ctx={ctx} fields={fields} overrides={o} />;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={15}>
        <FieldDescriptions def={ctx.def} schema={ctx.schema} record={ctx.record} fields={fields} renderers={o.renderers} />
      </Col>
      <Col xs={24} xl={9}>
        <HistoryPanel def={ctx.def} id={ctx.id} schema={ctx.schema} />
      </Col>
    </Row>
  );
}

/**
 * The generic show page: the record rendered by field kind, edit/delete buttons, and its history. A resource's
 * custom show page passes `overrides` (showOverrides.ts) instead of copying this page.
 */
export default function ResourceShowPage({ resource, overrides = NO_OVERRIDES }: { resource: ResourceDef; overrides?: ShowOverrides }) {
  const { t } = useEngineI18n();
  const { id } = useParsed();
  const { schema, error: schemaError } = useEffectiveSchema(resource);
  const { query, result: record } = useShow({ resource: resource.name, id, errorNotification: false, queryOptions: { retry: retryServerErrors } });
  const deleteProps = useDeleteNotifications(resource);
  const go = useGo();
  const error = schemaError ?? query.error;
  const ctx: ShowContext | undefined =
    schema && record && id !== undefined ? { def: resource, schema, record, id, refetch: () => void query.refetch(), t } : undefined;

  const errorView = error ? (overrides.renderError?.(error) ?? <Alert type="error" showIcon message={error.message} />) : null;
  const content = ctx ? (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {overrides.header?.(ctx)}
      {overrides.frame === false ? (
        <Card styles={{ body: { padding: '8px 24px 24px' } }}>
          <Body ctx={ctx} overrides={overrides} />
        </Card>
      ) : (
        <Body ctx={ctx} overrides={overrides} />
      )}
    </Space>
  ) : error ? null : (
    <Skeleton active paragraph={{ rows: 6 }} />
  );
  if (overrides.frame === false) return errorView ?? content;

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
          {ctx ? overrides.actions?.(ctx) : null}
        </>
      )}
    >
      {errorView}
      {content}
    </Show>
  );
}
