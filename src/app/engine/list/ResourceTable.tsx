import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Alert, Empty, Input, Skeleton, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/listQuery';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../i18n';
import { SEARCH_FIELD } from '../query/toListQuery';
import { useEffectiveSchema, type EffectiveSchema } from '../schema/useEffectiveSchema';
import { buildColumns } from './columns';
import { RowActions } from './RowActions';
import { retryServerErrors } from '../query/retry';

const PAGE_SIZES = [10, 20, 50, 100];

/** Room for the row buttons the resource can have (show, edit, delete: 32 px each plus padding). */
const actionsWidth = (def: ResourceDef) =>
  Math.max(96, 32 + 34 * [def.routes.show, def.routes.edit && def.endpoints.update, def.endpoints.remove].filter(Boolean).length);

/** Every declared filter with its operator (Refine maps antd filters by these), plus the free-text `q`. */
function initialFilters(def: ResourceDef): CrudFilter[] {
  const declared = Object.entries(def.list.filters ?? {}).map(([field, operator]) => ({ field, operator, value: undefined }));
  return def.list.search?.length ? [...declared, { field: SEARCH_FIELD, operator: 'contains', value: undefined }] : declared;
}

function Table_({ def, schema }: { def: ResourceDef; schema: EffectiveSchema }) {
  const { t, locale } = useEngineI18n();
  const { tableProps, sorters, filters, setFilters, setCurrentPage, tableQuery } = useTable<BaseRecord>({
    resource: def.name,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: { initial: def.list.defaultSort ? [def.list.defaultSort] : [], mode: 'server' },
    filters: { initial: initialFilters(def), mode: 'server', defaultBehavior: 'merge' },
    syncWithLocation: false,
    queryOptions: { retry: retryServerErrors },
    errorNotification: false,
  });
  const rows = tableProps.dataSource;
  const columns = useMemo<ColumnType<BaseRecord>[]>(() => {
    const cols = buildColumns({ def, schema, t, locale, rows: rows ?? [], sorters, filters });
    cols.push({
      key: 'actions',
      title: translateOr(t, 'engine.list.actions', 'Actions'),
      fixed: 'right',
      width: actionsWidth(def),
      render: (_: unknown, record: BaseRecord) => (record.id !== undefined ? <RowActions def={def} id={record.id} /> : null),
    });
    return cols;
  }, [def, schema, t, locale, rows, sorters, filters]);

  const search = filters.find((f) => 'field' in f && f.field === SEARCH_FIELD)?.value as string | undefined;
  const error = tableQuery.error;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {def.list.search?.length ? (
        <Input.Search
          allowClear
          maxLength={200}
          defaultValue={search}
          placeholder={translateOr(t, 'engine.list.search', 'Search')}
          aria-label={translateOr(t, 'engine.list.search', 'Search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setFilters([{ field: SEARCH_FIELD, operator: 'contains', value: value.trim() || undefined }], 'merge');
            setCurrentPage(1);
          }}
        />
      ) : null}
      {error ? <Alert type="error" showIcon message={translateOr(t, 'engine.list.loadError', 'Could not load')} description={error.message} /> : null}
      <Table<BaseRecord>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <Empty description={translateOr(t, 'engine.list.empty', 'No records')} /> }}
        pagination={
          tableProps.pagination && {
            ...tableProps.pagination,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => translateOr(t, 'engine.list.total', `${total}`, { count: total, total }),
          }
        }
      />
    </Space>
  );
}

/** The server-paginated, sortable, filterable table of a resource, built from its schema and declaration. */
export function ResourceTable({ def }: { def: ResourceDef }) {
  const { t } = useEngineI18n();
  const { schema, isLoading, error } = useEffectiveSchema(def);
  if (error) return <Alert type="error" showIcon message={translateOr(t, 'engine.schema.loadError', 'Could not load')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Table_ def={def} schema={schema} />;
}
