import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Alert, App, Button, Input, Select, Skeleton, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLE_STATUSES } from '../../shared/inventory';
import type { ResourceDef } from '../../shared/resource';
import { translateOr, useEngineI18n } from '../engine/i18n';
import { buildColumns } from '../engine/list/columns';
import { ExportButton } from '../engine/list/ExportButton';
import { RefSelect } from '../engine/list/RefSelect';
import { RowActions } from '../engine/list/RowActions';
import { ServerTable } from '../engine/list/ServerTable';
import { retryServerErrors } from '../engine/query/retry';
import { useEffectiveSchema, type EffectiveSchema } from '../engine/schema/useEffectiveSchema';
import { StatusTag } from './StatusTag';
import { filtersFromUrl, filtersToUrl, toCrudFilters, type ArticleFilters } from './urlFilters';

function Body({ def, schema }: { def: ResourceDef; schema: EffectiveSchema }) {
  const { t, locale } = useEngineI18n();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);

  const { tableProps, sorters, setFilters, setCurrentPage, tableQuery } = useTable<BaseRecord>({
    resource: def.name,
    pagination: { pageSize: 20, mode: 'server' },
    sorters: { initial: def.list.defaultSort ? [def.list.defaultSort as CrudSort] : [], mode: 'server' },
    filters: { initial: toCrudFilters(filters), mode: 'server', defaultBehavior: 'replace' },
    syncWithLocation: false,
    queryOptions: { retry: retryServerErrors },
    errorNotification: false,
  });

  // the URL is the truth: a link, a reload or the back button shows the same list
  const apply = (next: ArticleFilters) => {
    setParams(filtersToUrl(next, params), { replace: true });
    setFilters(toCrudFilters(next), 'replace');
    setCurrentPage(1);
  };

  const columns = useMemo(() => {
    const cols = buildColumns({
      def, schema, t, locale, rows: tableProps.dataSource ?? [], sorters, filters: [], filterable: false,
      overrides: { status: { render: (value: unknown) => <StatusTag status={value} /> } },
    });
    cols.push({ key: 'actions', title: translateOr(t, 'engine.list.actions', 'Actions'), fixed: 'right', width: 130, render: (_: unknown, r: BaseRecord) => (r.id === undefined ? null : <RowActions def={def} id={r.id} />) });
    return cols;
  }, [def, schema, t, locale, tableProps.dataSource, sorters]);

  const filtered = Boolean(filters.q || filters.status.length || filters.types.length || filters.assignee);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search
          key={filters.q ?? ''}
          allowClear
          maxLength={200}
          defaultValue={filters.q}
          placeholder={t('inventory.filters.search')}
          aria-label={t('inventory.filters.search')}
          style={{ width: 240 }}
          onSearch={(value) => apply({ ...filters, q: value.trim() || undefined })}
          data-testid="inventory-search"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('inventory.filters.status')}
          value={filters.status}
          onChange={(status) => apply({ ...filters, status })}
          options={ARTICLE_STATUSES.map((s) => ({ value: s, label: t(`articles.enums.status.${s}`) }))}
          style={{ minWidth: 180 }}
          data-testid="inventory-status-filter"
        />
        <RefSelect resource="articletypes" mode="multiple" placeholder={t('inventory.filters.type')} value={filters.types} onChange={(types: string[]) => apply({ ...filters, types: types ?? [] })} style={{ minWidth: 180 }} />
        <RefSelect resource="users" placeholder={t('inventory.filters.assignee')} value={filters.assignee} onChange={(assignee: string | undefined) => apply({ ...filters, assignee: assignee ?? undefined })} style={{ minWidth: 200 }} />
        {filtered ? <Button type="link" onClick={() => apply({ status: [], types: [] })}>{t('inventory.filters.clear')}</Button> : null}
        <div style={{ flex: 1 }} />
        <ExportButton
          url="/inventory/export" fallbackName="inventory.xlsx" filters={toCrudFilters(filters)} sorters={sorters}
          label={t('inventory.list.export')} data-testid="inventory-export"
          onFailed={(error) => message.error(`${t('inventory.list.exportFailed')}: ${error.message}`)}
        />
      </div>
      <ServerTable tableProps={tableProps} columns={columns} error={tableQuery.error} showTotal={(n) => <Tag>{t('inventory.list.count', { count: n })}</Tag>} />
    </Space>
  );
}

/** The inventory table: filters by text, state, type and person kept in the URL, and the XLSX export of what it shows. */
export function ArticleTable({ def }: { def: ResourceDef }) {
  const { t } = useEngineI18n();
  const { schema, isLoading, error } = useEffectiveSchema(def);
  if (error) return <Alert type="error" showIcon message={t('engine.schema.loadError')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Body def={def} schema={schema} />;
}
