import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request, type ApiHttpError } from '../providers/http';
import { formatInstant } from './formatInstant';
import { LogModal } from './LogModal';
import { WoExportButton } from './WoExportButton';
import { formatMinutes, personName, useWoAccess, type LogRow } from './workOrdersApi';
import { useApiData } from '../engine/query/useApiData';

/** An order's time logs (one person's when `userId`), paged on the server; add, edit and delete for who may. */
export function LogsTable({ orderId, userId, from, to, onChanged }: { orderId: string; userId?: string; from?: string; to?: string; onChanged?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { canCreate, canEdit } = useWoAccess();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [editing, setEditing] = useState<LogRow | 'new' | null>(null);
  const [reason, setReason] = useState('');
  const query = { userId, from, to, skip: (page.current - 1) * page.pageSize, limit: page.pageSize };
  const { data, loading, refetch } = useApiData<{ logs: LogRow[]; count: number }>(`/workOrders/${orderId}/logs`, { query, refetchInterval: 30_000 });
  const changed = () => { refetch(); onChanged?.(); };
  const remove = async (log: LogRow) => {
    try {
      await request(`/workOrders/${orderId}/logs/${log.id}`, { method: 'DELETE', body: { reason } });
      message.success(t('workorders.logs.deleted'));
      changed();
    } catch (err) {
      message.error((err as ApiHttpError).message);
    }
  };

  const columns: ColumnType<LogRow>[] = [
    ...(userId ? [] : [{ key: 'person', title: t('workorders.report.person'), render: (_: unknown, l: LogRow) => personName(l) }]),
    { key: 'start', title: t('workorders.logs.start'), render: (_, l) => formatInstant(l.startedAt) },
    { key: 'end', title: t('workorders.logs.end'), render: (_, l) => (l.open ? <Tag color="processing">{t('workorders.logs.open')}</Tag> : formatInstant(l.endedAt)) },
    { key: 'minutes', title: t('workorders.logs.duration'), align: 'right', render: (_, l) => formatMinutes(l.minutes) },
    { key: 'source', title: t('workorders.logs.source'), render: (_, l) => <Tag>{t(`workorders.logs.sources.${l.source}`)}</Tag> },
    {
      key: 'flags', title: '', render: (_, l) => (
        <Space size={4}>
          {l.outsideWorkday ? <Tag color="orange" data-testid="wo-outside">{t('workorders.logs.outsideWorkday')}</Tag> : null}
          {l.reason ? <Tooltip title={l.reason}><Tag>{t('workorders.logs.reason')}</Tag></Tooltip> : null}
        </Space>
      ),
    },
    ...(canEdit ? [{
      key: 'actions', title: '', render: (_: unknown, l: LogRow) => (
        <Space size={4}>
          <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('workorders.logs.edit')} onClick={() => setEditing(l)} />
          <Popconfirm
            title={t('workorders.logs.confirmDelete')}
            description={<Input.TextArea rows={2} placeholder={t('workorders.logs.reasonRequired')} value={reason} onChange={(e) => setReason(e.target.value)} />}
            okButtonProps={{ disabled: !reason.trim() }} onConfirm={() => remove(l)} onOpenChange={() => setReason('')}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('workorders.logs.delete')} />
          </Popconfirm>
        </Space>
      ),
    }] : []),
  ];

  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 8 }} gap={8} wrap>
        {canCreate ? <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="wo-log-add">{t('workorders.logs.add')}</Button> : <span />}
        <WoExportButton path={`/workOrders/${orderId}/logs/export`} query={{ userId, from, to }} fallbackName="time-logs.xlsx" />
      </Flex>
      <Table<LogRow>
        rowKey="id" size="small" columns={columns} dataSource={data?.logs ?? []} loading={loading} scroll={{ x: 'max-content' }}
        pagination={{ ...page, total: data?.count ?? 0, showSizeChanger: true, onChange: (current, pageSize) => setPage({ current, pageSize }) }}
        data-testid="wo-logs"
      />
      {editing ? <LogModal orderId={orderId} userId={userId} log={editing === 'new' ? undefined : editing} open onClose={() => setEditing(null)} onSaved={changed} /> : null}
    </>
  );
}
