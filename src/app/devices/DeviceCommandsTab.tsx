import { StopOutlined } from '@ant-design/icons';
import { useCustom, useTranslation } from '@refinedev/core';
import { Alert, App, Button, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { translateOr } from '../engine/i18n';
import { retryServerErrors } from '../engine/query/retry';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import type { ApiHttpError } from '../providers/http';
import { commandsOf, devicesApi, type DeviceCommand } from './devicesApi';

const STATUS_COLORS: Record<string, string> = { QUEUED: 'default', SENT: 'processing', DONE: 'success', FAILED: 'error', CANCELLED: 'warning' };
const OPEN = new Set(['QUEUED', 'SENT']);
const REFRESH_MS = 5_000;

/** The device's recent commands (GET /devices/:id/commands) with their state; an open one can be cancelled. */
export function DeviceCommandsTab({ deviceId, canEdit }: { deviceId: string; canEdit: boolean }) {
  const { translate: t } = useTranslation();
  const { message } = App.useApp();
  const { query, result } = useCustom<{ commands: DeviceCommand[] }>({
    url: `/devices/${deviceId}/commands`,
    method: 'get',
    errorNotification: false,
    queryOptions: { retry: retryServerErrors, refetchInterval: REFRESH_MS },
  });
  const rows = commandsOf(result?.data as { commands: DeviceCommand[] } | DeviceCommand[] | undefined);
  const pattern = translateOr(t, 'engine.format.dateTime', DEFAULT_DATETIME_FORMAT);
  const at = (v: unknown) => (v ? formatDate(v, `${pattern}:ss`) : '—');
  const cancel = async (c: DeviceCommand) => {
    try {
      await devicesApi.cancelCommand(deviceId, c.id);
      message.success(t('devices.commands.cancelled'));
      void query.refetch();
    } catch (e) {
      message.error((e as ApiHttpError).message);
    }
  };

  const columns: ColumnType<DeviceCommand>[] = [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('devices.commands.createdAt'), render: at },
    {
      key: 'kind', dataIndex: 'kind', title: t('devices.commands.kind'),
      render: (v, c) => (
        <div style={{ lineHeight: 1.3 }}>
          <div>{translateOr(t, `devices.enums.commandKind.${v}`, String(v))}</div>
          {c.command ? <Typography.Text type="secondary" style={{ fontSize: 12 }} code>{c.command}</Typography.Text> : null}
        </div>
      ),
    },
    {
      key: 'status', dataIndex: 'status', title: t('devices.commands.status'),
      render: (v, c) => (
        <>
          <Tag color={STATUS_COLORS[v] ?? 'default'} data-testid="command-status" data-status={v}>{translateOr(t, `devices.enums.commandStatus.${v}`, String(v))}</Tag>
          {c.returnCode !== null && c.returnCode !== undefined && c.status === 'FAILED' ? <Typography.Text type="secondary">{t('devices.commands.returnCode', { code: c.returnCode })}</Typography.Text> : null}
        </>
      ),
    },
    { key: 'sentAt', dataIndex: 'sentAt', title: t('devices.commands.sentAt'), render: at },
    { key: 'doneAt', dataIndex: 'doneAt', title: t('devices.commands.doneAt'), render: at },
    ...(canEdit ? [{
      key: 'actions', title: '', render: (_: unknown, c: DeviceCommand) => (OPEN.has(c.status)
        ? <Button size="small" icon={<StopOutlined />} onClick={() => void cancel(c)}>{t('devices.commands.cancel')}</Button> : null),
    }] : []),
  ];
  return (
    <>
      {query.error ? <Alert type="error" showIcon message={t('devices.commands.loadError')} description={query.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<DeviceCommand> rowKey="id" size="middle" columns={columns} dataSource={rows} loading={query.isLoading} pagination={{ pageSize: 20 }} scroll={{ x: 'max-content' }} data-testid="device-commands-table"
        locale={{ emptyText: t('devices.commands.empty') }} />
    </>
  );
}
