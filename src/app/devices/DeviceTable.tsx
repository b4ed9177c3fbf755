import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Alert, App, Badge, type ButtonProps, Button, Empty, Input, Select, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEVICE_TYPES, REGISTRY_TYPES } from '../../shared/devices';
import type { ResourceDef } from '../../shared/resource';
import { translateOr, useEngineI18n } from '../engine/i18n';
import { buildColumns } from '../engine/list/columns';
import { ExportButton } from '../engine/list/ExportButton';
import { RowActions } from '../engine/list/RowActions';
import { retryServerErrors } from '../engine/query/retry';
import { useEffectiveSchema, type EffectiveSchema } from '../engine/schema/useEffectiveSchema';
import type { ApiHttpError } from '../providers/http';
import { CapacityBars } from './CapacityBars';
import { devicesApi, type DeviceStatus } from './devicesApi';
import { LastContact } from './LastContact';
import { QualityTag } from './QualityTag';
import { deviceCrudFilters, deviceFiltersFromUrl, deviceFiltersToUrl, type DeviceFilters } from './urlFilters';

/** The statuses come from the devices' heartbeats: the list asks again this often (spec: live connection quality). */
export const STATUS_REFRESH_MS = 10_000;
const PAGE_SIZES = [10, 20, 50, 100];
const statusOf = (r: BaseRecord) => (r.status ?? undefined) as DeviceStatus | undefined;

interface Props {
  def: ResourceDef;
  canDelete: boolean;
  canEdit: boolean;
  onEdit: (record: BaseRecord) => void;
}

function Body({ def, schema, canDelete, canEdit, onEdit }: Props & { schema: EffectiveSchema }) {
  const { t, locale } = useEngineI18n();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => deviceFiltersFromUrl(params), [params]);
  const [selected, setSelected] = useState<string[]>([]);

  const { tableProps, sorters, setFilters, setCurrentPage, tableQuery } = useTable<BaseRecord>({
    resource: def.name,
    pagination: { pageSize: 20, mode: 'server' },
    sorters: { initial: def.list.defaultSort ? [def.list.defaultSort as CrudSort] : [], mode: 'server' },
    filters: { initial: deviceCrudFilters(filters), mode: 'server', defaultBehavior: 'replace' },
    syncWithLocation: false,
    queryOptions: { retry: retryServerErrors, refetchInterval: STATUS_REFRESH_MS, refetchIntervalInBackground: false },
    errorNotification: false,
  });

  // "hace 8 s" is counted from when the rows arrived: it moves with each refresh
  const now = tableQuery.dataUpdatedAt || Date.now();

  // the URL is the truth: a link, a reload or the back button shows the same list
  const apply = (next: DeviceFilters) => {
    setParams(deviceFiltersToUrl(next, params), { replace: true });
    setFilters(deviceCrudFilters(next), 'replace');
    setCurrentPage(1);
  };

  const columns = useMemo(() => {
    const cols: ColumnType<BaseRecord>[] = buildColumns({
      def, schema, t, locale, rows: tableProps.dataSource ?? [], sorters, filters: [], filterable: false,
      overrides: {
        name: { render: (value: unknown, r: BaseRecord) => <Link to={`/devices/view/${String(r.id)}`} data-testid="device-name">{String(value ?? '')}</Link> },
        serialNumber: { render: (value: unknown) => <code>{String(value ?? '')}</code> },
      },
    });
    // connection first (what an administrator scans for), then where it is and how full it is
    const at = cols.findIndex((c) => c.key === 'serialNumber') + 1;
    cols.splice(at, 0,
      { key: 'quality', title: t('devices.fields.quality'), render: (_: unknown, r: BaseRecord) => <QualityTag quality={statusOf(r)?.quality} /> },
      { key: 'lastSeenAt', title: t('devices.fields.lastSeenAt'), render: (_: unknown, r: BaseRecord) => <LastContact at={statusOf(r)?.lastSeenAt} now={now} /> },
    );
    cols.push(
      { key: 'capacity', title: t('devices.fields.capacity'), render: (_: unknown, r: BaseRecord) => <CapacityBars capacity={statusOf(r)?.capacity} /> },
      {
        key: 'pendingCommands', title: t('devices.fields.pendingCommands'), align: 'center',
        render: (_: unknown, r: BaseRecord) => <Badge count={statusOf(r)?.pendingCommands ?? 0} showZero color={(statusOf(r)?.pendingCommands ?? 0) > 0 ? 'orange' : '#d9d9d9'} data-testid="device-pending-commands" />,
      },
      {
        key: 'actions', title: translateOr(t, 'engine.list.actions', 'Actions'), fixed: 'right', width: 90,
        render: (_: unknown, r: BaseRecord) => (
          <Space size={4}>
            <RowActions def={def} id={r.id as string} />
            {canEdit ? (
              <Tooltip title={t('devices.actions.edit')}>
                <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(r)} aria-label={t('devices.actions.edit')} data-testid="device-edit" />
              </Tooltip>
            ) : null}
          </Space>
        ),
      },
    );
    return cols;
  }, [def, schema, t, locale, tableProps.dataSource, sorters, now, canEdit, onEdit]);

  const removeSelected = () =>
    modal.confirm({
      title: t('devices.list.deleteConfirm', { count: selected.length }),
      content: t('devices.list.deleteHint'),
      okText: t('devices.list.deleteOk'),
      okButtonProps: { danger: true, 'data-testid': 'device-delete-ok' } as ButtonProps,
      cancelText: t('devices.form.cancel'),
      onOk: async () => {
        try {
          await devicesApi.remove(selected);
          message.success(t('toasts.Deleted'));
          setSelected([]);
          await tableQuery.refetch();
        } catch (e) {
          message.error(`${translateOr(t, 'engine.delete.failed', 'Could not delete')}: ${(e as ApiHttpError).message}`);
        }
      },
    });

  const filtered = Boolean(filters.q || filters.types.length || filters.registry.length);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search
          key={filters.q ?? ''} allowClear maxLength={200} defaultValue={filters.q}
          placeholder={t('devices.filters.search')} aria-label={t('devices.filters.search')} style={{ width: 260 }}
          onSearch={(value) => apply({ ...filters, q: value.trim() || undefined })} data-testid="devices-search"
        />
        <Select
          mode="multiple" allowClear placeholder={t('devices.fields.deviceType')} value={filters.types} style={{ minWidth: 180 }}
          onChange={(types) => apply({ ...filters, types })} options={DEVICE_TYPES.map((v) => ({ value: v, label: t(`devices.enums.deviceType.${v}`) }))}
        />
        <Select
          mode="multiple" allowClear placeholder={t('devices.fields.registryType')} value={filters.registry} style={{ minWidth: 200 }}
          onChange={(registry) => apply({ ...filters, registry })} options={REGISTRY_TYPES.map((v) => ({ value: v, label: t(`devices.enums.registryType.${v}`) }))}
        />
        {filtered ? <Button type="link" onClick={() => apply({ types: [], registry: [] })}>{t('devices.filters.clear')}</Button> : null}
        <div style={{ flex: 1 }} />
        {canDelete ? (
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={removeSelected} data-testid="devices-bulk-delete">
            {selected.length ? t('devices.list.deleteSelected', { count: selected.length }) : t('devices.list.delete')}
          </Button>
        ) : null}
        <ExportButton
          url={`/resources/${def.name}/export`} fallbackName="devices.xlsx" filters={deviceCrudFilters(filters)} sorters={sorters}
          onFailed={(error) => message.error(`${translateOr(t, 'engine.list.exportFailed', 'Export failed')}: ${error.message}`)}
        />
      </div>
      {tableQuery.error ? <Alert type="error" showIcon message={translateOr(t, 'engine.list.loadError', 'Could not load')} description={tableQuery.error.message} /> : null}
      <Table<BaseRecord>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        size="middle"
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
        locale={{ emptyText: <Empty description={t('devices.list.empty')} /> }}
        pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: PAGE_SIZES, showTotal: (n) => <Tag>{t('devices.list.count', { count: n })}</Tag> }}
        data-testid="devices-table"
      />
    </Space>
  );
}

/** The devices table: filters in the URL, live statuses (asked again every 10 s), bulk delete, the XLSX export. */
export function DeviceTable(props: Props) {
  const { t } = useEngineI18n();
  const { schema, isLoading, error } = useEffectiveSchema(props.def);
  if (error) return <Alert type="error" showIcon message={t('engine.schema.loadError')} description={error.message} />;
  if (isLoading || !schema) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <Body {...props} schema={schema} />;
}
