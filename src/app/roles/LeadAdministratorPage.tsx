import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageSpinner } from '../shell/PageSpinner';
import { asApiError } from './apiErrors';
import { AssignAdministratorModal } from './AssignAdministratorModal';
import { HoldersTable } from './HoldersTable';
import { roleLabel, rolePaths } from './roleLabels';
import { RolePageFrame } from './RolePageFrame';
import type { RoleHolder } from './roleTypes';
import { UnassignAdministratorModal } from './UnassignAdministratorModal';
import { useCallerGrants } from './useCallerGrants';
import { useRole, useRoleUsers, useRoles } from './useRoleQueries';

/**
 * /roles/leadAdministrator/:id: the administrators of a role. Everyone with admins read sees who holds it; an owner
 * assigns administrators to a company role and unassigns them (choosing the role they get instead). Built-in roles
 * are given on the administrator form, so here they are listed only.
 */
export default function LeadAdministratorPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { role, loading, error, refetch: refetchRole } = useRole(id);
  const holders = useRoleUsers(id);
  const { roles } = useRoles();
  const { ownerLevel } = useCallerGrants();
  const [assigning, setAssigning] = useState(false);
  const [leaving, setLeaving] = useState<RoleHolder>();

  if (loading) return <PageSpinner />;
  if (error || !role) {
    const forbidden = asApiError(error).statusCode === 403;
    return <Result status={forbidden ? '403' : '404'} title={forbidden ? t('errors.FORBIDDEN') : t('roles.editor.notFound')} extra={<Link to={rolePaths.list}>{t('roles.view.backToList')}</Link>} />;
  }
  const manageable = ownerLevel && !role.builtIn;
  const changed = () => {
    setAssigning(false);
    setLeaving(undefined);
    void holders.refetch();
    void refetchRole();
  };

  return (
    <RolePageFrame
      title={<Space>{t('roles.lead.title')}<Tag>{roleLabel(t, role)}</Tag></Space>}
      back={rolePaths.view(role.id)}
      extra={manageable && (
        <Button type="primary" icon={<UserAddOutlined />} onClick={() => setAssigning(true)} data-testid="assign-open">{t('roles.lead.assign')}</Button>
      )}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={role.builtIn ? t('roles.lead.builtInNote') : t('roles.lead.intro')}
          description={!role.builtIn && !ownerLevel ? t('roles.lead.ownerOnly') : undefined}
        />
        <HoldersTable
          users={holders.users}
          loading={holders.loading}
          actions={manageable ? (u) => (
            <Button size="small" danger icon={<UserDeleteOutlined />} onClick={() => setLeaving(u)}>{t('roles.lead.unassign')}</Button>
          ) : undefined}
        />
      </Space>
      {manageable && <AssignAdministratorModal role={role} roles={roles} open={assigning} onClose={() => setAssigning(false)} onDone={changed} />}
      {manageable && <UnassignAdministratorModal role={role} roles={roles} user={leaving} onClose={() => setLeaving(undefined)} onDone={changed} />}
    </RolePageFrame>
  );
}
