import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Alert, Button, Flex, Input, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTIONS, MODULE_KEYS } from '../../shared/modules';
import { asApiError } from './apiErrors';
import { roleApi } from './roleApi';
import { roleDescription, roleLabel, rolePaths } from './roleLabels';
import type { RoleRecord } from './roleTypes';
import { useAdminsAccess } from './useAdminsAccess';
import { useRoles } from './useRoleQueries';

const ALL_GRANTS = MODULE_KEYS.length * ACTIONS.length;

/**
 * The roles tab of the administrators page (/user): built-in and company roles with their users, links to view,
 * edit and their administrators, delete (refused while held), create, and the policy export for auditors.
 */
export default function RolesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useNotification();
  const { roles, loading, error, refetch } = useRoles();
  const access = useAdminsAccess();
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<string>();

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (roles ?? []).filter((r) => !q || roleLabel(t, r).toLowerCase().includes(q) || (r.description ?? '').toLowerCase().includes(q));
  }, [roles, search, t]);

  const exportPolicy = async () => {
    setExporting(true);
    try {
      await roleApi.downloadPolicy();
    } catch (err) {
      open?.({ type: 'error', message: t('roles.list.exportFailed'), description: asApiError(err).message });
    } finally {
      setExporting(false);
    }
  };

  const remove = async (role: RoleRecord) => {
    setDeleting(role.id);
    try {
      await roleApi.remove(role.id);
      open?.({ type: 'success', message: t('roles.list.deleted'), description: role.name });
      await refetch();
    } catch (err) {
      open?.({ type: 'error', message: asApiError(err).message ?? t('roles.editor.saveFailed') });
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: ColumnsType<RoleRecord> = [
    {
      key: 'name',
      title: t('roles.list.columns.name'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Space size={6} wrap>
            <Typography.Link strong onClick={() => navigate(rolePaths.view(r.id))}>{roleLabel(t, r)}</Typography.Link>
            {r.builtIn ? <Tag color="blue">{t('roles.list.builtInTag')}</Tag> : <Tag color="green">{t('roles.list.customTag')}</Tag>}
          </Space>
          {roleDescription(t, r) && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{roleDescription(t, r)}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'permissions',
      title: t('roles.list.columns.permissions'),
      width: 170,
      responsive: ['md'],
      render: (_, r) =>
        r.permissions.length === ALL_GRANTS ? t('roles.list.allPermissions')
          : r.permissions.length === 0 ? <Typography.Text type="secondary">{t('roles.list.noPermissions')}</Typography.Text>
            : t('roles.list.permissionsCount', { count: r.permissions.length }),
    },
    { key: 'users', title: t('roles.list.columns.users'), width: 120, render: (_, r) => t('roles.list.usersCount', { count: r.usersCount }) },
    {
      key: 'actions',
      title: t('roles.list.columns.actions'),
      render: (_, r) => (
        <Space size={4}>
          <Tooltip title={t('roles.list.view')}>
            <Button size="small" icon={<EyeOutlined />} aria-label={t('roles.list.view')} onClick={() => navigate(rolePaths.view(r.id))} />
          </Tooltip>
          <Tooltip title={t('roles.list.administrators')}>
            <Button size="small" icon={<TeamOutlined />} aria-label={t('roles.list.administrators')} onClick={() => navigate(rolePaths.administrators(r.id))} />
          </Tooltip>
          {!r.builtIn && access.edit && (
            <Tooltip title={t('roles.list.edit')}>
              <Button size="small" icon={<EditOutlined />} aria-label={t('roles.list.edit')} onClick={() => navigate(rolePaths.edit(r.id))} />
            </Tooltip>
          )}
          {!r.builtIn && access.remove && (
            r.usersCount > 0 ? (
              <Tooltip title={t('roles.list.inUse')}>
                <Button size="small" danger disabled icon={<DeleteOutlined />} aria-label={t('roles.list.delete')} />
              </Tooltip>
            ) : (
              <Popconfirm
                title={t('roles.list.confirmDelete', { name: r.name })}
                okText={t('roles.list.delete')}
                cancelText={t('roles.editor.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(r)}
              >
                <Button size="small" danger loading={deleting === r.id} icon={<DeleteOutlined />} aria-label={t('roles.list.delete')} />
              </Popconfirm>
            )
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="roles-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Input.Search allowClear placeholder={t('roles.list.search')} aria-label={t('roles.list.search')} style={{ width: 280, maxWidth: '100%' }} onChange={(e) => setSearch(e.target.value)} />
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportPolicy} data-testid="roles-export">{t('roles.list.export')}</Button>
          {access.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(rolePaths.create)} data-testid="roles-create">{t('roles.list.create')}</Button>
          )}
        </Space>
      </Flex>
      {error ? (
        <Alert type="error" showIcon message={t('roles.list.loadError')} description={asApiError(error).message} />
      ) : (
        <Table<RoleRecord>
          className="roles-table"
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={shown}
          columns={columns}
          pagination={shown.length > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: t('roles.list.empty') }}
        />
      )}
    </Space>
  );
}
