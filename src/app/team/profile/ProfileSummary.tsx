import { DeleteOutlined } from '@ant-design/icons';
import { useCan, useGo, useInvalidate, useNotification } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAdminLevel } from '../../../shared/roles';
import { DEFAULT_DATE_FORMAT, formatDate } from '../../engine/render/formatDate';
import type { ApiHttpError } from '../../providers/http';
import { useSession } from '../../shell/session/useSession';
import { collaboratorApi, type Collaborator } from '../collaboratorApi';
import { OffboardModal } from './OffboardModal';
import { ProfileHeader } from './ProfileHeader';
import { OffboardedNotice } from './ProfileTabs';

/** The profile's header: who this is, edit, offboarding (with its dialog) and, at admin level, deletion for good. */
export function ProfileSummary({ person, refetch }: { person: Collaborator; refetch: () => void }) {
  const { t } = useTranslation();
  const go = useGo();
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const session = useSession();
  const [offboarding, setOffboarding] = useState(false);
  const canDelete = (useCan({ resource: 'users', action: 'delete' }).data?.can ?? false) && isAdminLevel(session?.user?.role ?? '');

  const forceDelete = async () => {
    try {
      await collaboratorApi.forceDelete(person.id);
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
        person={person}
        onChanged={refetch}
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
        person={person}
        dateText={formatDate(person.leaveDate, dateFormat)}
        link={<Link to={`/casualty/profile/${person.id}`}>{t('users.profile.openCasualty')}</Link>}
      />
      {offboarding ? (
        <OffboardModal
          person={person}
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
