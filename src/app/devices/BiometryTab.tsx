import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '@refinedev/core';
import { Alert, App, type ButtonProps, Button, Input, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ApiHttpError } from '../providers/http';
import { biometricRowsOf, devicesApi, type BiometricRow } from './devicesApi';
import { useDevicePost } from './useDevicePost';

const STATE_COLORS: Record<string, string> = { ENROLLED: 'green', COPIED: 'green', COPYING: 'processing', FAILED: 'error' };

/**
 * The biometry view: per collaborator, which templates (fingerprint, face, card) are enrolled on which device; copy a
 * person's templates to the other devices of their units, or delete them from the server and every device. The
 * templates themselves never reach the browser (special-category data): only their kind, slot and where they are.
 */
export function BiometryTab({ deviceId, canEdit }: { deviceId: string; canEdit: boolean }) {
  const { translate: t } = useTranslation();
  const { message, modal } = App.useApp();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [q, setQ] = useState<string>();
  const [onlyHere, setOnlyHere] = useState(true);
  const body = { skip: (page.current - 1) * page.pageSize, limit: page.pageSize, ...(q ? { q } : {}), ...(onlyHere ? { filters: { deviceId } } : {}) };
  const answer = useDevicePost<Awaited<ReturnType<typeof devicesApi.biometrics>>>('/devices/biometrics/getFiltered', body);
  const rows = biometricRowsOf(answer.data);

  const copy = async (r: BiometricRow) => {
    try {
      await devicesApi.copyBiometrics(r.userId);
      message.success(t('devices.biometry.copyQueued', { name: `${r.firstName} ${r.lastName}` }));
      answer.refetch();
    } catch (e) {
      message.error(`${t('devices.biometry.copyFailed')}: ${(e as ApiHttpError).message}`);
    }
  };
  const remove = (r: BiometricRow) =>
    modal.confirm({
      title: t('devices.biometry.deleteConfirm', { name: `${r.firstName} ${r.lastName}` }),
      content: t('devices.biometry.deleteHint'),
      okText: t('devices.biometry.delete'),
      okButtonProps: { danger: true, 'data-testid': 'biometry-delete-ok' } as ButtonProps,
      cancelText: t('devices.form.cancel'),
      onOk: async () => {
        try {
          await devicesApi.deleteBiometrics(r.userId);
          message.success(t('devices.biometry.deleted'));
          answer.refetch();
        } catch (e) {
          message.error(`${t('devices.biometry.deleteFailed')}: ${(e as ApiHttpError).message}`);
        }
      },
    });

  const columns: ColumnType<BiometricRow>[] = [
    { key: 'name', title: t('devices.punches.person'), render: (_, r) => <Link to={`/team/profile/${r.userId}`}>{`${r.firstName} ${r.lastName}`}</Link> },
    {
      key: 'templates', title: t('devices.biometry.templates'),
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          {r.templates.map((tp) => (
            <div key={tp.id} style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }} data-testid="biometry-template">
              <Tag color="geekblue">{t(`devices.enums.templateKind.${tp.kind}`)}{tp.kind === 'FINGERPRINT' && tp.slot !== null ? ` #${tp.slot}` : ''}</Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>→</Typography.Text>
              {tp.devices.length ? tp.devices.map((d) => (
                <Tooltip key={d.deviceId} title={t(`devices.enums.enrolmentState.${d.state}`)}>
                  <Tag color={STATE_COLORS[d.state] ?? 'default'} style={d.deviceId === deviceId ? { fontWeight: 600 } : undefined}>{d.name}</Tag>
                </Tooltip>
              )) : <Typography.Text type="secondary">{t('devices.biometry.nowhere')}</Typography.Text>}
            </div>
          ))}
        </Space>
      ),
    },
    ...(canEdit ? [{
      key: 'actions', title: '', render: (_: unknown, r: BiometricRow) => (
        <Space size={0}>
          <Button size="small" type="link" icon={<CopyOutlined />} onClick={() => void copy(r)} data-testid="biometry-copy">{t('devices.biometry.copy')}</Button>
          <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => remove(r)} data-testid="biometry-delete">{t('devices.biometry.delete')}</Button>
        </Space>
      ),
    }] : []),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('devices.biometry.privacy')} />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input.Search allowClear placeholder={t('devices.users.search')} style={{ width: 240 }} onSearch={(v) => { setQ(v.trim() || undefined); setPage((p) => ({ ...p, current: 1 })); }} />
        <Space size={6}>
          <Switch size="small" checked={onlyHere} onChange={(v) => { setOnlyHere(v); setPage((p) => ({ ...p, current: 1 })); }} />
          <Typography.Text>{t('devices.biometry.onlyHere')}</Typography.Text>
        </Space>
      </div>
      {answer.error ? <Alert type="error" showIcon message={t('devices.biometry.loadError')} description={answer.error.message} /> : null}
      <Table<BiometricRow>
        rowKey="userId" size="middle" columns={columns} dataSource={rows} loading={answer.loading} scroll={{ x: 'max-content' }}
        pagination={{ ...page, total: answer.data?.count ?? 0, showSizeChanger: true, onChange: (current, pageSize) => setPage({ current, pageSize }) }}
        data-testid="biometry-table"
      />
    </Space>
  );
}
