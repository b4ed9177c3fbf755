import type { HttpError } from '@refinedev/core';
import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceDef } from '../../../shared/resource';
import ResourceShowPage from '../../engine/show/ResourceShowPage';
import type { ShowOverrides } from '../../engine/show/showOverrides';
import type { Collaborator } from '../collaboratorApi';
import { ProfileSummary } from './ProfileSummary';
import { useProfileView } from './profileView';

/**
 * /team/profile/:id: the generic show page with the profile's overrides — its own header (picture, edit,
 * offboarding, deletion for good), the profile's tabs, and a 403/404 page when the record cannot be read.
 */
export default function CollaboratorProfilePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const view = useProfileView();
  const overrides = useMemo<ShowOverrides>(
    () => ({
      ...view,
      frame: false,
      header: ({ record, refetch }) => <ProfileSummary person={record as unknown as Collaborator} refetch={refetch} />,
      renderError: (error) => {
        const status = (error as HttpError).statusCode === 403 ? '403' : '404';
        return <Result status={status} title={status === '403' ? t('errors.FORBIDDEN') : t('users.profile.notFound')} extra={<Link to="/team">{t('users.profile.back')}</Link>} />;
      },
    }),
    [view, t],
  );
  return <ResourceShowPage resource={resource} overrides={overrides} />;
}
