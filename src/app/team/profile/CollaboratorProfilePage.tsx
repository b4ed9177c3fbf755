import { DeleteOutlined } from '@ant-design/icons';
import { useCan, useGo, useInvalidate, useNotification, useParsed } from '@refinedev/core';
import { Button, Popconfirm, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAdminLevel } from '../../../shared/roles';
import type { ResourceDef } from '../../../shared/resource';
import { DEFAULT_DATE_FORMAT, formatDate } from '../../engine/render/formatDate';
import { useEffectiveSchema } from '../../engine/schema/useEffectiveSchema';
import type { ApiHttpError } from '../../providers/http';
import { useSession } from '../../shell/session/useSession';
import { collaboratorApi } from '../collaboratorApi';
import { useCollaborator } from './useCollaborator';
import { OffboardModal } from './OffboardModal';
import { ProfileHeader } from './ProfileHeader';
import { OffboardedNotice, ProfileTabs } from './ProfileTabs';

/** /team/profile/:id: the collaborator's profile with tabs, picture, edit, offboarding and (admin level) deletion. */
export default function CollaboratorProfilePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const { id } = useParsed();
  const go = useGo();
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const session = useSession();
  const { schema } = useEffectiveSchema(resource);
  const { collaborator, loading, error, refetch } = useCollaborator(id === undefined ? undefined : String(id));
  const [offboarding, setOffboarding] = useState(false);
  const canDelete = (useCan({ resource: 'users', action: 'delete' }).data?.can ?? false) && isAdminLevel(session?.user?.role ?? '');

  if (loading || (!schema && !error)) return <Skeleton active paragraph={{ rows: 10 }} style={{ padding: 24 }} />;
  if (error || !collaborator || !schema) {
    const status = (error as ApiHttpError | null)?.statusCode === 403 ? '403' : '404';
    return <Result status={status} title={status === '403' ? t('errors.FORBIDDEN') : t('users.profile.notFound')} extra={<Link to="/team">{t('users.profile.back')}</Link>} />;
  }

  const forceDelete = async () => {
    try {
      await collaboratorApi.forceDelete(collaborator.id);
      notify?.({ type: 'success', message: t('users.profile.forceDeleted') });
      void invalidate({ resource: 'users', invalidates: ['list'] });
      go({ to: '/team', type: 'replace' });
    } catch (e) {
      notify?.({ type: 'error', message: (e as ApiHttpError).message });
    }
  };

  const dateFormat = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ProfileHeader
        person={collaborator}
        onChanged={() => void refetch()}
        onOffboard={() => setOffboarding(true)}
        extra={
          canDelete ? (
            <Popconfirm title={t('users.profile.forceDeleteConfirm')} okButtonProps={{ danger: true }} onConfirm={forceDelete} overlayStyle={{ maxWidth: 360 }}>
              <Button danger type="text" icon={<DeleteOutlined />}>
                {t('users.profile.forceDelete')}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
      <OffboardedNotice
        person={collaborator}
        dateText={formatDate(collaborator.leaveDate, dateFormat)}
        link={<Link to={`/casualty/profile/${collaborator.id}`}>{t('users.profile.openCasualty')}</Link>}
      />
      <div style={{ background: '#fff', padding: '8px 24px 24px', borderRadius: 8 }}>
        <ProfileTabs def={resource} schema={schema} person={collaborator} />
      </div>
      {offboarding ? (
        <OffboardModal
          person={collaborator}
          open
          onClose={() => setOffboarding(false)}
          onDone={(updated) => {
            setOffboarding(false);
            void invalidate({ resource: 'users', invalidates: ['list', 'detail'], id: updated.id });
            go({ to: `/casualty/profile/${updated.id}` });
          }}
        />
      ) : null}
    </Space>
  );
}
