import { DeleteOutlined, EditOutlined, MailOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { useCan, useCustom, useNotification } from '@refinedev/core';
import { Alert, Avatar, Button, Flex, Input, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isOwnerLevel, isUnitScoped } from '../../shared/roles';
import { useSession } from '../shell/session/useSession';
import type { AdminRecord, AssignableRole } from '../../shared/admins/admin';
import { adminApi, ASSIGNABLE_ROLES_URL } from './adminApi';
import { initialsOf } from './PhotoField';
import { adminRoleLabel, roleColor } from './roleText';
import { asApiError, notice } from './serverErrors';
import { useAdminTable, type AdminTableState } from './useAdminTable';

const BUILT_IN_FILTER = ['owner', 'administrator', 'manager', 'viewer'];
const MAX_UNIT_TAGS = 2;

/** Unit tags: the first few, the rest counted with their names on hover; company-wide roles say so. */
function UnitsCell({ admin }: { admin: AdminRecord }) {
  const { t } = useTranslation();
  if (!isUnitScoped(admin.role)) return <Typography.Text type="secondary">{t('admins.list.allUnits')}</Typography.Text>;
  const names = admin.allowedBranchNames;
  const rest = names.slice(MAX_UNIT_TAGS);
  return (
    <Flex gap={4} wrap>
      {names.slice(0, MAX_UNIT_TAGS).map((n) => (
        <Tooltip key={n} title={n.length > 22 ? n : undefined}>
          <Tag style={{ marginInlineEnd: 0, maxWidth: 170, overflow: 'hidden', textOverflow: 'ellipsis' }}>{n}</Tag>
        </Tooltip>
      ))}
      {rest.length ? (
        <Tooltip title={rest.join(', ')}>
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/** The administrators tab of /user: server-side search, role filter, sort and paging; edit and remove access. */
export function AdminsTable() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useNotification();
  const session = useSession();
  const me = session?.user;
  const callerOwner = isOwnerLevel(me?.role ?? '');
  const [state, setState] = useState<AdminTableState>({ page: 1, pageSize: 20, q: '' });
  const { rows, count, loading, error, refetch } = useAdminTable(state);
  const [removing, setRemoving] = useState<string>();
  const canCreate = useCan({ resource: 'admins-create', action: 'list' }).data?.can ?? false;
  const canEdit = useCan({ resource: 'admins-edit', action: 'list' }).data?.can ?? false;
  const canDelete = useCan({ resource: 'admins', action: 'delete' }).data?.can ?? false;
  const roles = useCustom<{ roles: AssignableRole[] }>({ url: ASSIGNABLE_ROLES_URL, method: 'get', errorNotification: false });

  const roleFilter = useMemo(() => {
    const custom = (roles.result.data?.roles ?? []).filter((r) => !r.builtIn);
    return [
      { value: '', label: t('admins.list.allRoles') },
      ...BUILT_IN_FILTER.map((key) => ({ value: key, label: adminRoleLabel(t, key, null) })),
      ...custom.map((r) => ({ value: r.key, label: adminRoleLabel(t, r.key, r.name) })),
    ];
  }, [roles.result.data, t]);

  const remove = async (admin: AdminRecord) => {
    setRemoving(admin.id);
    try {
      await adminApi.remove(admin.id);
      open?.(notice('success', 'admin-delete', t('toasts.adminDeleted'), `${admin.firstName} ${admin.lastName}`));
      await refetch();
    } catch (err) {
      const e = asApiError(err);
      open?.(notice('error', 'admin-delete', t('errors.adminNotDeleted'), e.code ? `${e.message} (${e.code})` : e.message));
    } finally {
      setRemoving(undefined);
    }
  };

  const columns: ColumnsType<AdminRecord> = [
    {
      key: 'lastName',
      dataIndex: 'lastName',
      title: t('admins.list.columns.name'),
      sorter: true,
      minWidth: 240,
      render: (_, a) => (
        <Flex align="center" gap={10}>
          <Avatar src={a.imageUrl || undefined} icon={a.imageUrl || initialsOf(a.firstName, a.lastName) ? undefined : <UserOutlined />} style={{ background: '#d9f9e8', color: '#0b3b24', flex: 'none' }}>
            {a.imageUrl ? null : initialsOf(a.firstName, a.lastName)}
          </Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Space size={6} wrap>
              <Typography.Text strong>{`${a.firstName} ${a.lastName}`}</Typography.Text>
              {a.id === me?.id ? <Tag color="blue">{t('admins.list.you')}</Tag> : null}
              {a.pendingInvite ? <Tag icon={<MailOutlined />} color="orange">{t('admins.list.pendingInvite')}</Tag> : null}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
              {[a.username, a.position].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('admins.list.columns.email'), sorter: true, responsive: ['lg'], ellipsis: true },
    {
      key: 'role',
      dataIndex: 'role',
      title: t('admins.list.columns.role'),
      sorter: true,
      render: (_, a) => <Tag color={roleColor(a.role)}>{adminRoleLabel(t, a.role, a.roleName)}</Tag>,
    },
    { key: 'mainBranch', title: t('admins.list.columns.mainBranch'), responsive: ['lg'], render: (_, a) => a.mainBranchName ?? '—' },
    { key: 'allowedBranches', title: t('admins.list.columns.allowedBranches'), responsive: ['xl'], width: 240, render: (_, a) => <UnitsCell admin={a} /> },
  ];
  // a read-only role (the built-in administrator only reads this page) gets no empty actions column
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: t('admins.list.columns.actions'),
      width: 110,
      render: (_, a) => {
        const protectedRow = isOwnerLevel(a.role) && !callerOwner;
        const removable = canDelete && !isOwnerLevel(a.role) && a.id !== me?.id;
        return (
          <Space size={4}>
            {canEdit && !protectedRow ? (
              <Tooltip title={t('admins.list.edit')}>
                <Button size="small" icon={<EditOutlined />} aria-label={t('admins.list.edit')} className="admin-edit-button" onClick={() => navigate(`/user/edit/${a.id}`)} />
              </Tooltip>
            ) : null}
            {removable ? (
              <Popconfirm
                title={t('admins.list.deleteConfirm', { name: `${a.firstName} ${a.lastName}` })}
                description={<div style={{ maxWidth: 280 }}>{t('admins.list.deleteHint')}</div>}
                okText={t('admins.list.deleteOk')}
                cancelText={t('admins.list.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(a)}
              >
                <Tooltip title={t('admins.list.delete')}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('admins.list.delete')} loading={removing === a.id} className="admin-delete-button" />
                </Tooltip>
              </Popconfirm>
            ) : null}
          </Space>
        );
      },
    });
  }

  return (
    <Flex vertical gap={16} data-testid="admins-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex wrap gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder={t('admins.list.search')}
            aria-label={t('admins.list.search')}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            value={state.q}
            onChange={(e) => setState((s) => ({ ...s, q: e.target.value, page: 1 }))}
            data-testid="admins-search"
          />
          <Select
            style={{ width: 200 }}
            value={state.role ?? ''}
            options={roleFilter}
            aria-label={t('admins.list.columns.role')}
            onChange={(role: string) => setState((s) => ({ ...s, role: role || undefined, page: 1 }))}
          />
        </Flex>
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/user/add')} data-testid="admins-create">
            {t('admins.list.new')}
          </Button>
        ) : null}
      </Flex>
      {error ? <Alert type="error" showIcon message={t('admins.list.loadError')} description={error.message} /> : null}
      <Table<AdminRecord>
        className="admins-table"
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: t('admins.list.empty') }}
        // on a phone the table scrolls inside its card instead of widening the page
        scroll={{ x: 'max-content' }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
          setState((prev) => ({
            ...prev,
            page: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? prev.pageSize,
            sort: field ? { field, order: s.order === 'descend' ? 'desc' : 'asc' } : undefined,
          }));
        }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: count,
          showSizeChanger: true,
          showTotal: (total) => t('admins.list.total', { count: total }),
        }}
      />
    </Flex>
  );
}
