import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Alert, Input, Skeleton, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/listQuery';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import { SEARCH_FIELD } from '../query/toListQuery';
import { useEffectiveSchema, type EffectiveSchema } from '../schema/useEffectiveSchema';
import { buildColumns } from './columns';
import { listFilters } from './overlayFilters';
import type { ListOverrides } from './listOverrides';
import { ExportButton } from './ExportButton';
import { RowActions } from './RowActions';
import { ServerTable } from './ServerTable';
import { retryServerErrors } from '../query/retry';

/** Room for the row buttons the resource can have (show, edit, delete: 32 px each plus padding). */
const actionsWidth = (def: ResourceDef) =>
  Math.max(96, 32 + 34 * [def.routes.show, def.routes.edit && def.endpoints.update, def.endpoints.remove].filter(Boolean).length);

/**
 * Every filter with its operator (Refine maps antd filters by these): the declared ones and the company's custom
 * fields (overlayFilters.ts), plus the free-text `q`.
 */
function initialFilters(def: ResourceDef, schema: EffectiveSchema): CrudFilter[] {
  const declared = Object.entries(listFilters(def, schema.raw)).map(([field, operator]) => ({ field, operator, value: undefined }));
  return def.list.search?.length ? [...declared, { field: SEARCH_FIELD, operator: 'contains', value: undefined }] : declared;
}

type TableOverrides = Pick<ListOverrides, 'columns' | 'extraColumns' | 'rowActions' | 'permanentFilters' | 'rowDeletable' | 'rowEditable'>;
const NO_OVERRIDES: TableOverrides = {};

function Table_({ def, schema, overrides: o = NO_OVERRIDES, syncWithLocation = false }: { def: ResourceDef; schema: EffectiveSchema; overrides?: TableOverrides; syncWithLocation?: boolean }) {
  const { t, locale } = useEngineI18n();
  const { tableProps, sorters, filters, setFilters, setCurrentPage, tableQuery } = useTable<BaseRecord>({
    resource: def.name,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: def.list.defaultSort ? [def.list.defaultSort] : [], mode: 'server' },
    filters: { initial: initialFilters(def, schema), permanent: o.permanentFilters, mode: 'server', defaultBehavior: 'merge' },
    syncWithLocation,
    queryOptions: { retry: retryServerErrors },
    errorNotification: false,
  });
  const rows = tableProps.dataSource;
  const columns = useMemo<ColumnType<BaseRecord>[]>(() => {
    const cols = [...buildColumns({ def, schema, t, locale, rows: rows ?? [], sorters, filters, overrides: o.columns }), ...(o.extraColumns ?? [])];
    cols.push({
      key: 'actions',
      title: translateOr(t, 'engine.list.actions', 'Actions'),
      fixed: 'right',
      width: actionsWidth(def),
      render: (_: unknown, record: BaseRecord) => {
        if (record.id === undefined) return null;
        const buttons = <RowActions def={def} id={record.id} deletable={o.rowDeletable?.(record) ?? true} editable={o.rowEditable?.(record) ?? true} />;
        return o.rowActions ? <Space size={4}>{buttons}{o.rowActions(record)}</Space> : buttons;
      },
    });
    return cols;
  }, [def, schema, t, locale, rows, sorters, filters, o]);

  const search = filters.find((f) => 'field' in f && f.field === SEARCH_FIELD)?.value as string | undefined;
  const error = tableQuery.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        {def.list.search?.length ? (
          <Input.Search
            allowClear
            maxLength={200}
            defaultValue={search}
            placeholder={translateOr(t, 'engine.list.search', 'Search')}
            aria-label={translateOr(t, 'engine.list.search', 'Search')}
            style={{ maxWidth: 360, flex: '1 1 240px' }}
            onSearch={(value) => {
              setFilters([{ field: SEARCH_FIELD, operator: 'contains', value: value.trim() || undefined }], 'merge');
              setCurrentPage(1);
            }}
          />
        ) : (
          <span />
        )}
        <ExportButton url={`/resources/${def.name}/export`} fallbackName={`${def.name}.xlsx`} filters={[...filters, ...(o.permanentFilters ?? [])]} sorters={sorters} />
      </div>
      <ServerTable
        tableProps={tableProps}
        columns={columns}
        error={error}
        showTotal={(total) => translateOr(t, 'engine.list.total', `${total}`, { count: total, total })}
      />
    </Space>
  );
}

/**
 * The server-paginated, sortable, filterable table of a resource, built from its schema and declaration, with its
 * export. `syncWithLocation`: the page, order and filters live in the URL (the list page's own table: a link, a
 * reload or the back button shows the same list); tables inside tabs keep theirs in memory.
 */
export function ResourceTable({ def, overrides, syncWithLocation }: { def: ResourceDef; overrides?: TableOverrides; syncWithLocation?: boolean }) {
  const { t } = useEngineI18n();
  const { schema, isLoading, error } = useEffectiveSchema(def);
  if (error) return <Alert type="error" showIcon message={translateOr(t, 'engine.schema.loadError', 'Could not load')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Table_ def={def} schema={schema} overrides={overrides} syncWithLocation={syncWithLocation} />;
}
