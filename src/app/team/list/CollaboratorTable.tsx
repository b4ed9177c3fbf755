import { useTable } from '@refinedev/antd';
import { useNotification, type BaseRecord, type CrudSort } from '@refinedev/core';
import { Alert, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ResourceDef } from '../../../shared/resource';
import { translateOr, useEngineI18n } from '../../engine/i18n';
import { retryServerErrors } from '../../engine/query/retry';
import { ExportButton } from '../../engine/list/ExportButton';
import { ServerTable } from '../../engine/list/ServerTable';
import { useEffectiveSchema, type EffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import { useBranches } from '../useBranches';
import { availableColumns, collaboratorColumns, columnTitle, DEFAULT_COLUMNS } from './collaboratorColumns';
import { ColumnChooser } from './ColumnChooser';
import { ListFilters, type CollaboratorFilters, type StatusFilter } from './ListFilters';
import { toCrudFilters } from './toCrudFilters';
import { useColumnPreferences } from './useColumnPreferences';
import { usePositions } from './usePositions';

export interface CollaboratorTableProps {
  def: ResourceDef;
  /** the list whose column choice is remembered (team, employee-record) */
  listKey: string;
  defaultStatus: StatusFilter;
  linkOf: (record: BaseRecord) => string;
  /** buttons of a row, after the data columns */
  rowActions?: (record: BaseRecord) => ReactNode;
  /** the header's count, e.g. "240 colaboradores", placed by the page */
  onTotal?: (total: number | undefined) => void;
  /** an export button in the toolbar */
  exportable?: boolean;
}

function Body({ def, schema, listKey, defaultStatus, linkOf, rowActions, onTotal, exportable }: CollaboratorTableProps & { schema: EffectiveSchema }) {
  const { t, locale } = useEngineI18n();
  const { open: notify } = useNotification();
  const branches = useBranches();
  const [filters, setFilterState] = useState<CollaboratorFilters>({ status: defaultStatus });
  const positions = usePositions(filters.status);
  const available = useMemo(() => availableColumns(schema), [schema]);
  const defaults = useMemo(() => (defaultStatus === 'all' ? [...DEFAULT_COLUMNS, 'active'] : DEFAULT_COLUMNS), [defaultStatus]);
  const columns = useColumnPreferences(listKey, available, defaults);

  const { tableProps, sorters, setFilters, setCurrentPage, tableQuery } = useTable<BaseRecord>({
    resource: def.name,
    pagination: { pageSize: 20, mode: 'server' },
    sorters: { initial: def.list.defaultSort ? [def.list.defaultSort as CrudSort] : [], mode: 'server' },
    filters: { initial: toCrudFilters({ status: defaultStatus }), mode: 'server', defaultBehavior: 'replace' },
    syncWithLocation: false,
    queryOptions: { retry: retryServerErrors },
    errorNotification: false,
  });
  const total = tableProps.pagination ? tableProps.pagination.total : undefined;
  useEffect(() => onTotal?.(tableQuery.isFetched ? total : undefined), [onTotal, total, tableQuery.isFetched]);

  const applyFilters = (next: CollaboratorFilters) => {
    setFilterState(next);
    setFilters(toCrudFilters(next), 'replace');
    setCurrentPage(1);
  };

  const tableColumns = useMemo(() => {
    const cols = collaboratorColumns({ def, schema, visible: columns.visible, t, locale, sorters, rows: tableProps.dataSource, branchName: branches.nameOf, linkOf });
    if (rowActions) cols.push({ key: 'actions', title: translateOr(t, 'engine.list.actions', 'Actions'), fixed: 'right', width: 110, render: (_: unknown, r: BaseRecord) => rowActions(r) });
    return cols;
  }, [def, schema, columns.visible, t, locale, sorters, tableProps.dataSource, branches.nameOf, linkOf, rowActions]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <ListFilters value={filters} onChange={applyFilters} branches={branches.tree} positions={positions} defaultStatus={defaultStatus} />
        <Space>
          {exportable ? (
            <Tooltip title={t('users.record.exportHint')}>
              <ExportButton
                url="/users/export" fallbackName="collaborators.xlsx" filters={toCrudFilters(filters)} sorters={sorters}
                label={t('users.list.export')} data-testid="team-export"
                onFailed={(error) => notify?.({ type: 'error', message: t('users.list.exportFailed'), description: error.message })}
              />
            </Tooltip>
          ) : null}
          <ColumnChooser
            options={available.map((c) => ({ value: c, label: columnTitle(schema, c, t) }))}
            value={columns.visible}
            onChange={columns.setVisible}
            onReset={columns.reset}
          />
        </Space>
      </div>
      <ServerTable tableProps={tableProps} columns={tableColumns} error={tableQuery.error} showTotal={(n) => <Tag>{t('users.list.count', { count: n })}</Tag>} />
    </Space>
  );
}

/** The collaborators table with its toolbar (search, filters, columns, export), for /team and the employee records. */
export function CollaboratorTable(props: CollaboratorTableProps) {
  const { t } = useEngineI18n();
  const { schema, isLoading, error } = useEffectiveSchema(props.def);
  if (error) return <Alert type="error" showIcon message={t('engine.schema.loadError')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Body {...props} schema={schema} />;
}
