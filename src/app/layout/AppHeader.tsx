import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContextHelpButton } from '../help/ContextHelpButton';
import { NotificationBell } from '../notifications/NotificationBell';
import { IntegrationsMenu } from '../shell/header/IntegrationsMenu';
import { UserMenu } from '../shell/header/UserMenu';
import { LanguageMenu } from '../shell/locale/LanguageMenu';
import { MainMenu } from '../shell/menu/MainMenu';
import { MENU_LAYOUT, SIDER_WIDTH } from '../shell/config';
import { useCompanyBrand } from '../companyData/useSessionCompany';
import { Logo } from './Logo';
import type { Viewport } from './useViewport';

export const HEADER_HEIGHT = 64;
export const COLLAPSED_WIDTH = 72;

interface AppHeaderProps {
  viewport: Viewport;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
}

/** Logo and menu controls on the left; integrations, language and user menus on the right. */
export function AppHeader({ viewport, collapsed, onToggleCollapsed, onOpenDrawer }: AppHeaderProps) {
  const { t } = useTranslation();
  const { mobile, wideLogo } = viewport;
  // the company's own logo, following the session (a saved /company/edit shows at once)
  const brand = useCompanyBrand();
  const side = MENU_LAYOUT === 'side' && !mobile;
  // the logo area lines up with the open side menu; the variant follows the 900 px breakpoint only (spec §2)
  const logoWidth = side && !collapsed ? SIDER_WIDTH - 16 : undefined;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: HEADER_HEIGHT,
        borderBottom: '1px solid #e8ecea',
        paddingInline: mobile ? 8 : 16,
      }}
    >
      {mobile && MENU_LAYOUT !== 'none' ? (
        <Button type="text" icon={<MenuOutlined />} onClick={onOpenDrawer} aria-label={t('common.menu.open')} data-testid="menu-handle" />
      ) : null}
      <div style={{ width: logoWidth, flex: 'none', display: 'flex', alignItems: 'center', transition: 'width .2s' }}>
        <Logo compact={!wideLogo} company={brand} />
      </div>
      {side ? (
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleCollapsed}
          aria-label={t(collapsed ? 'common.menu.expand' : 'common.menu.collapse')}
          aria-expanded={!collapsed}
          data-testid="menu-collapse"
        />
      ) : null}
      <div style={{ flex: 1, minWidth: 0 }}>{MENU_LAYOUT === 'top' && !mobile ? <MainMenu mode="horizontal" /> : null}</div>
      <Flex align="center" gap={mobile ? 0 : 4}>
        <ContextHelpButton />
        <IntegrationsMenu compact={!wideLogo} />
        <LanguageMenu compact={mobile} />
        <NotificationBell />
        <UserMenu compact={mobile} />
      </Flex>
    </Layout.Header>
  );
}
