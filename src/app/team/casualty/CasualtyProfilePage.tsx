import { UndoOutlined } from '@ant-design/icons';
import { useCan, useGo, useInvalidate, useNotification } from '@refinedev/core';
import { Button, Card, Popconfirm, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { resourceByName } from '../../../../resources';
import { useEffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import type { ApiHttpError } from '../../providers/http';
import { collaboratorApi, fullName } from '../collaboratorApi';
import { FieldList } from '../profile/FieldList';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileTabs } from '../profile/ProfileTabs';
import { useCollaborator } from '../profile/useCollaborator';

const users = resourceByName('users')!;

/** /casualty/profile/:id: an offboarded collaborator, read-only, with the leave data first and a Reinstate button. */
export default function CasualtyProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const go = useGo();
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const { schema } = useEffectiveSchema(users);
  const { collaborator: person, loading, error, refetch } = useCollaborator(id);
  const canReinstate = useCan({ resource: 'users', action: 'edit' }).data?.can ?? false;
  const [busy, setBusy] = useState(false);

  if (loading || (!schema && !error)) return <Skeleton active paragraph={{ rows: 10 }} style={{ padding: 24 }} />;
  if (error || !person || !schema) {
    const status = (error as ApiHttpError | null)?.statusCode === 403 ? '403' : '404';
    return <Result status={status} title={status === '403' ? t('errors.FORBIDDEN') : t('users.profile.notFound')} extra={<Link to="/team/casualtylist">{t('users.casualty.back')}</Link>} />;
  }
  if (person.active) {
    return <Result status="info" title={t('users.casualty.isActive')} extra={<Link to={`/team/profile/${person.id}`}><Button type="primary">{t('users.casualty.openProfile')}</Button></Link>} />;
  }

  const reinstate = async () => {
    setBusy(true);
    try {
      await collaboratorApi.reinstate(person.id);
      notify?.({ type: 'success', message: t('users.casualty.reinstated', { name: fullName(person) }) });
      await invalidate({ resource: 'users', invalidates: ['list', 'detail'], id: person.id });
      go({ to: `/team/profile/${person.id}` });
    } catch (e) {
      notify?.({ type: 'error', message: t('users.casualty.reinstateFailed'), description: (e as ApiHttpError).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ProfileHeader
        person={person}
        readOnly
        onChanged={() => void refetch()}
        extra={
          canReinstate ? (
            <Popconfirm title={t('users.casualty.reinstateConfirm', { name: fullName(person) })} onConfirm={reinstate} overlayStyle={{ maxWidth: 360 }}>
              <Button type="primary" icon={<UndoOutlined />} loading={busy} data-testid="reinstate">
                {t('users.casualty.reinstate')}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
      <Card size="small" title={t('users.sections.leave')} styles={{ header: { background: '#fff1f0' } }}>
        <FieldList schema={schema} record={person} fields={['leaveDate', 'typeOfLeave', 'leaveComment', 'contractStartDate', 'contractEndDate']} />
      </Card>
      <div style={{ background: '#fff', padding: '8px 24px 24px', borderRadius: 8 }}>
        <ProfileTabs def={users} schema={schema} person={person} />
      </div>
    </Space>
  );
}
