import { ApiOutlined, BarChartOutlined, BgColorsOutlined, LaptopOutlined, SafetyOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../providers/http';
import { getSession } from '../../session';
import { ADMIN_URL, EMPLOYEE_PORTAL_URL, TALENT_REPORT_URL } from '../config';
import { openInNewTab, openPendingTab } from './openInNewTab';
import { useIntegrations, type IntegrationKey } from './useIntegrations';

const ICONS: Record<IntegrationKey, ReactNode> = {
  employeePortal: <LaptopOutlined />,
  performance: <BarChartOutlined />,
  talentReport: <BgColorsOutlined />,
  admin: <SafetyOutlined />,
};

const withToken = (base: string, token: string) => {
  const url = new URL(base, location.origin);
  url.searchParams.set('token', token);
  return url.toString();
};

/** The integrations dropdown of the header (spec §1); hidden when the company has none. */
export function IntegrationsMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { open } = useNotification();
  const keys = useIntegrations();
  if (!keys.length) return null;

  const openPerformance = async () => {
    const tab = openPendingTab();
    try {
      const { url } = await request<{ url: string }>('/auth/token/performance/generate');
      if (!url) throw new Error('no url');
      tab.go(url);
    } catch (err) {
      tab.fail();
      // the server's localized reason as the text, when there is one
      const reason = (err as { statusCode?: number }).statusCode ? (err as Error).message : undefined;
      open?.({
        type: 'error',
        key: 'performance-error',
        description: t('common.integrations.performanceError'),
        message: reason || t('errors.INTERNAL_ERROR'),
      });
    }
  };

  const choose = (key: IntegrationKey) => {
    const token = getSession()?.accessToken ?? '';
    if (key === 'employeePortal') openInNewTab(withToken(EMPLOYEE_PORTAL_URL, token));
    if (key === 'performance') void openPerformance();
    if (key === 'talentReport') openInNewTab(TALENT_REPORT_URL);
    if (key === 'admin') openInNewTab(ADMIN_URL);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: keys.map((key) => ({ key, icon: ICONS[key], label: t(`common.integrations.${key}`) })),
        onClick: ({ key }) => choose(key as IntegrationKey),
      }}
    >
      <Button type="text" icon={<ApiOutlined />} data-testid="integrations-menu" aria-label={t('common.integrations.title')}>
        {compact ? null : t('common.integrations.title')}
      </Button>
    </Dropdown>
  );
}
