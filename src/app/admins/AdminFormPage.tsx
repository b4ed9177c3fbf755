import { ArrowLeftOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { retryServerErrors } from '../engine/query/retry';
import { useSession } from '../shell/session/useSession';
import type { AdminRecord, AssignableRole } from '../../shared/admins/admin';
import { adminUrl, ASSIGNABLE_ROLES_URL } from './adminApi';
import { AdminForm } from './AdminForm';
import { ADMINS_PATH } from './useAdminSubmit';
import { useDocumentTitle } from './useDocumentTitle';

const quiet = { errorNotification: false as const, queryOptions: { retry: retryServerErrors } };

/** /user/add and /user/edit/:id (spec §2): load what the form needs, then the form. */
export default function AdminFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const selfId = useSession()?.user?.id;
  const title = id ? t('admins.form.editTitle') : t('admins.form.createTitle');
  useDocumentTitle(title);

  const roles = useCustom<{ roles: AssignableRole[] }>({ url: ASSIGNABLE_ROLES_URL, method: 'get', ...quiet });
  const admin = useCustom<AdminRecord>({ url: adminUrl(id ?? ''), method: 'get', ...quiet, queryOptions: { ...quiet.queryOptions, enabled: !!id } });
  const allow = useCustom<{ allowed: boolean }>({
    url: `/users/allowPasswordChange/${encodeURIComponent(id ?? '')}`,
    method: 'get',
    ...quiet,
    queryOptions: { ...quiet.queryOptions, enabled: !!id },
  });
  const loading = !!id && (admin.query.isLoading || allow.query.isLoading);

  return (
    <div data-testid="admin-form-page">
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('admins.form.back')} onClick={() => navigate(ADMINS_PATH)} />
        <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
      </Flex>
      {id && admin.query.error ? (
        <Alert type="error" showIcon message={t('admins.form.loadError')} description={admin.query.error.message} style={{ maxWidth: 880 }} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 10 }} style={{ maxWidth: 880 }} />
      ) : (
        <AdminForm
          key={id ?? 'new'}
          admin={id ? admin.result.data : undefined}
          roles={roles.result.data?.roles ?? []}
          rolesLoading={roles.query.isLoading}
          self={!!id && id === selfId}
          passwordAllowed={allow.result.data?.allowed ?? false}
        />
      )}
    </div>
  );
}
