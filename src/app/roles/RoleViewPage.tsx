import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_DATETIME_FORMAT, formatDate } from '../engine/render/formatDate';
import { PageSpinner } from '../shell/PageSpinner';
import { asApiError } from './apiErrors';
import { HoldersTable } from './HoldersTable';
import { toCells } from './matrixModel';
import { PermissionMatrix } from './PermissionMatrix';
import { roleDescription, roleLabel, rolePaths } from './roleLabels';
import { RolePageFrame } from './RolePageFrame';
import { useAdminsAccess } from './useAdminsAccess';
import { useRole, useRoleUsers } from './useRoleQueries';

/** /roles/view/:id: a role read-only, its permissions matrix and the users holding it. */
export default function RoleViewPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, loading, error } = useRole(id);
  const holders = useRoleUsers(id);
  const access = useAdminsAccess();
  const dateFormat = t('engine.format.dateTime', { defaultValue: DEFAULT_DATETIME_FORMAT });

  if (loading) return <PageSpinner />;
  if (error || !role) {
    const forbidden = asApiError(error).statusCode === 403;
    return <Result status={forbidden ? '403' : '404'} title={forbidden ? t('errors.FORBIDDEN') : t('roles.editor.notFound')} extra={<Link to={rolePaths.list}>{t('roles.view.backToList')}</Link>} />;
  }

  return (
    <RolePageFrame
      title={
        <Space>
          {roleLabel(t, role)}
          {role.builtIn ? <Tag color="blue">{t('roles.list.builtInTag')}</Tag> : <Tag color="green">{t('roles.list.customTag')}</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          <Button icon={<TeamOutlined />} onClick={() => navigate(rolePaths.administrators(role.id))}>{t('roles.view.administrators')}</Button>
          {!role.builtIn && access.edit && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(rolePaths.edit(role.id))}>{t('roles.view.edit')}</Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small" bordered>
          <Descriptions.Item label={t('roles.editor.name')}>{roleLabel(t, role)}</Descriptions.Item>
          <Descriptions.Item label={t('roles.view.key')}><Typography.Text code copyable>{role.key}</Typography.Text></Descriptions.Item>
          <Descriptions.Item label={t('roles.editor.description')} span={2}>{roleDescription(t, role) || '—'}</Descriptions.Item>
          {!role.builtIn && <Descriptions.Item label={t('roles.view.createdAt')}>{formatDate(role.createdAt, dateFormat)}</Descriptions.Item>}
          {!role.builtIn && <Descriptions.Item label={t('roles.view.updatedAt')}>{formatDate(role.updatedAt, dateFormat)}</Descriptions.Item>}
        </Descriptions>
        <Card size="small" title={`${t('roles.view.grants')} · ${t('roles.list.permissionsCount', { count: role.permissions.length })}`}>
          <PermissionMatrix value={toCells(role.permissions)} readOnly />
        </Card>
        <Card size="small" title={`${t('roles.view.holders')} · ${t('roles.list.usersCount', { count: role.usersCount })}`}>
          <HoldersTable users={holders.users} loading={holders.loading} />
        </Card>
      </Space>
    </RolePageFrame>
  );
}
