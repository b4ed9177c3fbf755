import { Avatar, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shell/session/useSession';
import type { RoleHolder } from './roleTypes';

interface HoldersTableProps {
  users: RoleHolder[] | undefined;
  loading?: boolean;
  /** actions per row (unassign), shown in a last column */
  actions?: (user: RoleHolder) => ReactNode;
}

const MAX_UNIT_TAGS = 3;

/** The users holding a role: who they are, their units and whether they are active. */
export function HoldersTable({ users, loading, actions }: HoldersTableProps) {
  const { t } = useTranslation();
  const units = new Map((useSession()?.branchOffices ?? []).map((b) => [b.id, b.name]));
  const unitName = (id: string | null) => (id ? (units.get(id) ?? '—') : '—');

  const columns: ColumnsType<RoleHolder> = [
    {
      key: 'name',
      title: t('roles.view.columns.name'),
      render: (_, u) => (
        <Space>
          <Avatar size="small" src={u.imageUrl ?? undefined}>{u.firstName.charAt(0)}</Avatar>
          <span>{`${u.firstName} ${u.lastName}`}</span>
        </Space>
      ),
    },
    { key: 'username', title: t('roles.view.columns.username'), dataIndex: 'username' },
    { key: 'email', title: t('roles.view.columns.email'), render: (_, u) => u.email ?? '—', responsive: ['lg'] },
    { key: 'mainBranch', title: t('roles.view.columns.mainBranch'), render: (_, u) => unitName(u.mainBranch), responsive: ['md'] },
    {
      key: 'allowedBranches',
      title: t('roles.view.columns.allowedBranches'),
      responsive: ['md'],
      render: (_, u) => {
        const names = (u.allowedBranches ?? []).map((id) => unitName(id));
        if (!names.length) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap>
            {names.slice(0, MAX_UNIT_TAGS).map((n, i) => <Tag key={`${n}-${i}`}>{n}</Tag>)}
            {names.length > MAX_UNIT_TAGS && <Tag>+{names.length - MAX_UNIT_TAGS}</Tag>}
          </Space>
        );
      },
    },
    {
      key: 'status',
      title: t('roles.view.columns.status'),
      render: (_, u) => (u.active ? <Tag color="green">{t('roles.view.active')}</Tag> : <Tag>{t('roles.view.inactive')}</Tag>),
    },
    ...(actions ? [{ key: 'actions', title: t('roles.view.columns.actions'), render: (_: unknown, u: RoleHolder) => actions(u) }] : []),
  ];

  return (
    <Table<RoleHolder>
      className="role-holders"
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={users ?? []}
      columns={columns}
      pagination={(users?.length ?? 0) > 20 ? { pageSize: 20 } : false}
      locale={{ emptyText: t('roles.view.noHolders') }}
    />
  );
}
