import { SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Space, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../shell/PageSpinner';
import { AdminsTable } from './AdminsTable';
import { useDocumentTitle } from './useDocumentTitle';

// the roles engineer's screen; its own chunk, loaded only when the tab opens
const RolesTab = lazy(() => import('../roles/RolesTab'));

type TabKey = 'admins' | 'roles';

/** /user: administrators and, in the second tab, roles and permissions. The tab is in the URL (?tab=roles). */
export default function AdminsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'roles' ? 'roles' : 'admins';
  useDocumentTitle(tab === 'roles' ? t('admins.tabs.roles') : t('admins.title'));

  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>{t('admins.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admins.subtitle')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'roles' ? { tab: 'roles' } : {}, { replace: true })}
        items={[
          {
            key: 'admins',
            label: (
              <Space size={6}>
                <TeamOutlined />
                {t('admins.tabs.admins')}
              </Space>
            ),
            children: <AdminsTable />,
          },
          {
            key: 'roles',
            label: (
              <Space size={6} data-testid="roles-tab-label">
                <SafetyCertificateOutlined />
                {t('admins.tabs.roles')}
              </Space>
            ),
            children: (
              <Suspense fallback={<PageSpinner />}>
                <RolesTab />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
