import { CloudDownloadOutlined, CloudUploadOutlined, DeleteOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from '@refinedev/core';
import { Alert, App, Button, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiHttpError } from '../providers/http';
import { DEVICE_USER_STATES, devicesApi, type DeviceUser, type DeviceUserState, type SyncAction } from './devicesApi';
import { DeviceUserStateTag } from './DeviceUserStateTag';
import { useDevicePost } from './useDevicePost';

/** How many fingerprints, faces and cards a person has enrolled (only the kinds they have). */
function TemplateCounts({ templates }: { templates: DeviceUser['templates'] | undefined }) {
  const { translate: t } = useTranslation();
  const kinds = [['FINGERPRINT', templates?.fingerprints], ['FACE', templates?.faces], ['CARD', templates?.cards]] as const;
  const shown = kinds.filter(([, n]) => (n ?? 0) > 0);
  if (!shown.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return <Space size={4}>{shown.map(([kind, n]) => <Tag key={kind}>{t(`devices.enums.templateKind.${kind}`)} × {n}</Tag>)}</Space>;
}

/** While a load or removal is under way the tab asks again this often. */
const MOVING_REFRESH_MS = 5_000;

/**
 * Collaborators per device (spec §2): who is loaded, with each load's state; select one or many to load, reload or
 * remove, or load everyone of the device's units. Each action queues commands the device takes at its next heartbeat.
 */
export function DeviceUsersTab({ deviceId, canEdit }: { deviceId: string; canEdit: boolean }) {
  const { translate: t } = useTranslation();
  const { message, modal } = App.useApp();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [q, setQ] = useState<string>();
  const [states, setStates] = useState<DeviceUserState[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const body = {
    skip: (page.current - 1) * page.pageSize, limit: page.pageSize, ...(q ? { q } : {}),
    ...(states.length ? { filters: { state: { in: states } } } : {}),
  };
  const { data, loading, error, refetch } = useDevicePost<{ users: DeviceUser[]; count: number }>(`/devices/${deviceId}/users/getFiltered`, body, {
    refetchInterval: (d) => (d?.users?.some((r) => r.state === 'LOADING' || r.state === 'REMOVING') ? MOVING_REFRESH_MS : false),
  });
  const rows = data?.users ?? [];

  const sync = async (action: SyncAction, userIds?: string[]) => {
    try {
      await devicesApi.sync(deviceId, action, userIds);
      message.success(t('devices.sync.queued'));
      setSelected([]);
      refetch();
    } catch (e) {
      message.error(`${t('devices.sync.failed')}: ${(e as ApiHttpError).message}`);
    }
  };
  const confirmRemove = () =>
    modal.confirm({
      title: t('devices.users.removeConfirm', { count: selected.length }),
      content: t('devices.users.removeHint'),
      okText: t('devices.users.remove'),
      okButtonProps: { danger: true },
      cancelText: t('devices.form.cancel'),
      onOk: () => sync('REMOVE', selected),
    });

  const columns: ColumnType<DeviceUser>[] = [
    {
      key: 'name', title: t('devices.punches.person'),
      render: (_, r) => <Link to={`/team/profile/${r.userId}`}>{`${r.firstName} ${r.lastName}`}</Link>,
    },
    { key: 'doc', dataIndex: 'numberOfDocument', title: t('devices.punches.document'), render: (v) => v ?? '—' },
    { key: 'pin', dataIndex: 'devicePin', title: t('devices.users.pin'), render: (v) => (v ? <code>{v}</code> : '—') },
    { key: 'state', dataIndex: 'state', title: t('devices.users.state'), render: (_, r) => <DeviceUserStateTag state={r.state} error={r.error} /> },
    {
      key: 'templates', title: t('devices.users.templates'),
      render: (_, r) => (
        <TemplateCounts templates={r.templates} />
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('devices.users.intro')}</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search allowClear placeholder={t('devices.users.search')} style={{ width: 240 }} onSearch={(v) => { setQ(v.trim() || undefined); setPage((p) => ({ ...p, current: 1 })); }} />
        <Select mode="multiple" allowClear placeholder={t('devices.users.state')} value={states} style={{ minWidth: 180 }}
          onChange={(v) => { setStates(v); setPage((p) => ({ ...p, current: 1 })); }}
          options={DEVICE_USER_STATES.map((s) => ({ value: s, label: t(`devices.enums.userState.${s}`) }))} />
        <Tooltip title={t('devices.users.refresh')}>
          <Button icon={<ReloadOutlined />} onClick={refetch} aria-label={t('devices.users.refresh')} />
        </Tooltip>
        <div style={{ flex: 1 }} />
        {canEdit && selected.length ? (
          <Space size={8} wrap data-testid="device-users-bulk">
            <Typography.Text type="secondary">{t('devices.users.selected', { count: selected.length })}</Typography.Text>
            <Button icon={<CloudUploadOutlined />} onClick={() => void sync('LOAD', selected)} data-testid="device-users-load">{t('devices.users.load')}</Button>
            <Button icon={<SyncOutlined />} onClick={() => void sync('RELOAD', selected)} data-testid="device-users-reload">{t('devices.users.reload')}</Button>
            <Button danger icon={<DeleteOutlined />} onClick={confirmRemove} data-testid="device-users-remove">{t('devices.users.remove')}</Button>
          </Space>
        ) : canEdit ? (
          <Space size={8} wrap>
            <Tooltip title={t('devices.users.queryHint')}>
              <Button icon={<CloudDownloadOutlined />} onClick={() => void sync('QUERY_USERS')}>{t('devices.users.query')}</Button>
            </Tooltip>
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => void sync('LOAD')} data-testid="device-users-load-all">{t('devices.users.loadAll')}</Button>
          </Space>
        ) : null}
      </div>
      {error ? <Alert type="error" showIcon message={t('devices.users.loadError')} description={error.message} /> : null}
      <Table<DeviceUser>
        rowKey="userId"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), preserveSelectedRowKeys: true } : undefined}
        pagination={{ ...page, total: data?.count ?? 0, showSizeChanger: true, showTotal: (n) => <Tag>{t('devices.users.count', { count: n })}</Tag>, onChange: (current, pageSize) => setPage({ current, pageSize }) }}
        data-testid="device-users-table"
      />
    </Space>
  );
}
