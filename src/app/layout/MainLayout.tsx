import { Layout } from 'antd';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FileJobWatcher } from '../jobs/FileJobWatcher';
import { SeatBanner } from '../payments/SeatBanner';
import { SupportBanner } from '../provider/SupportBanner';
import { ErrorBoundary } from '../shell/errors/ErrorBoundary';
import { MainMenu } from '../shell/menu/MainMenu';
import { PageSpinner } from '../shell/PageSpinner';
import { DEFAULT_AFTER_LOGIN, MENU_LAYOUT, SIDER_WIDTH } from '../shell/config';
import { useAllTexts, useAreaTexts } from '../shell/locale/useAllTexts';
import { rememberLastPath } from '../shell/session/lastPath';
import { useCompanyRefresh } from '../shell/session/useCompanyRefresh';
import { AppFooter } from './AppFooter';
import { AppHeader, COLLAPSED_WIDTH, HEADER_HEIGHT } from './AppHeader';
import { MobileMenuDrawer } from './MobileMenuDrawer';
import { useCollapsedMenu } from './useCollapsedMenu';
import { useSwipeToOpen } from './useSwipeToOpen';
import { useViewport } from './useViewport';
import './mainLayout.css';

/**
 * The main layout (spec §2): header, side menu (a drawer below 768 px, collapsed below 1024 px), content, footer.
 */
export default function MainLayout() {
  const viewport = useViewport();
  const { pathname, search } = useLocation();
  const [collapsed, toggleCollapsed] = useCollapsedMenu(viewport.narrow);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useSwipeToOpen(viewport.mobile && MENU_LAYOUT !== 'none', openDrawer);
  useCompanyRefresh();

  useEffect(() => {
    rememberLastPath(`${pathname}${search}`);
  }, [pathname, search]);

  useEffect(() => {
    if (!viewport.mobile) setDrawerOpen(false);
  }, [viewport.mobile]);

  const showSider = MENU_LAYOUT === 'side' && !viewport.mobile;
  // the login page brought only the public texts; the shell's come first, and every area's before any page but the
  // first screen after sign-in (the people list, whose texts are the shell's)
  const areaTextsReady = useAreaTexts(pathname !== DEFAULT_AFTER_LOGIN);
  if (!useAllTexts()) return <PageSpinner fullScreen />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader viewport={viewport} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} onOpenDrawer={openDrawer} />
      <Layout hasSider={showSider}>
        {showSider ? (
          <Layout.Sider
            width={SIDER_WIDTH}
            collapsedWidth={COLLAPSED_WIDTH}
            collapsed={collapsed}
            trigger={null}
            style={{
              position: 'sticky',
              top: HEADER_HEIGHT,
              height: `calc(100vh - ${HEADER_HEIGHT}px)`,
              overflowY: 'auto',
              borderInlineEnd: '1px solid #e8ecea',
              paddingTop: 8,
            }}
            data-testid="menu-sider"
          >
            <MainMenu collapsed={collapsed} />
          </Layout.Sider>
        ) : null}
        {viewport.mobile ? <MobileMenuDrawer open={drawerOpen} onClose={closeDrawer} /> : null}
        <Layout style={{ minWidth: 0 }}>
          <SupportBanner />
          <SeatBanner />
          <Layout.Content style={{ padding: viewport.mobile ? 12 : 24 }}>
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<PageSpinner />}>{areaTextsReady || pathname === DEFAULT_AFTER_LOGIN ? <Outlet /> : <PageSpinner />}</Suspense>
            </ErrorBoundary>
          </Layout.Content>
          {/* outside the page's boundary: uploads are followed whatever page is open */}
          <FileJobWatcher />
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}
