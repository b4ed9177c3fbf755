import { useGo } from '@refinedev/core';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { resourceByName } from '../../engine/resourceRegistry';
import { useEffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import type { ApiHttpError } from '../../providers/http';
import { FieldList } from '../profile/FieldList';
import { ProfileHeader } from '../profile/ProfileHeader';
import { ProfileTabs } from '../profile/ProfileTabs';
import { useCollaborator } from '../profile/useCollaborator';
import { ReinstateButton } from './ReinstateButton';

const users = resourceByName('users')!;

/** /casualty/profile/:id: an offboarded collaborator, read-only, with the leave data first and a Reinstate button. */
export default function CasualtyProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const go = useGo();
  const { schema } = useEffectiveSchema(users);
  const { collaborator: person, loading, error, refetch } = useCollaborator(id);

  if (loading || (!schema && !error)) return <Skeleton active paragraph={{ rows: 10 }} style={{ padding: 24 }} />;
  if (error || !person || !schema) {
    const status = (error as ApiHttpError | null)?.statusCode === 403 ? '403' : '404';
    return <Result status={status} title={status === '403' ? t('errors.FORBIDDEN') : t('users.profile.notFound')} extra={<Link to="/team/casualtylist">{t('users.casualty.back')}</Link>} />;
  }
  if (person.active) {
    return <Result status="info" title={t('users.casualty.isActive')} extra={<Link to={`/team/profile/${person.id}`}><Button type="primary">{t('users.casualty.openProfile')}</Button></Link>} />;
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ProfileHeader
        person={person}
        readOnly
        onChanged={() => void refetch()}
        extra={<ReinstateButton person={person} onDone={() => go({ to: `/team/profile/${person.id}` })} />}
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
