import { Flex, theme } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ErrorBoundary } from '../shell/errors/ErrorBoundary';
import { LanguageSwitch } from '../shell/locale/LanguageSwitch';
import { PageSpinner } from '../shell/PageSpinner';
import { APP_NAME, LOGIN_PATH } from '../shell/config';
import { Logo } from './Logo';
import { useViewport } from './useViewport';

/**
 * Layout of every /auth page (spec §2): top bar with language switcher, create-account text and start-today link.
 * Plain elements rather than antd's Layout: this is the login route, kept light.
 */
export default function AuthLayout() {
  const { t } = useTranslation();
  const { mobile, wideLogo } = useViewport();
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #f2fbf6 0%, #f5f7f6 45%, #eef6f2 100%)',
        fontSize: token.fontSize,
        color: token.colorText,
      }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: `12px ${mobile ? 12 : 32}px`, minHeight: 64, boxSizing: 'border-box' }}>
        <Logo compact={!wideLogo} to={LOGIN_PATH} testId="public-logo" />
        <div style={{ flex: 1 }} />
        <Flex align="center" gap={mobile ? 8 : 16} wrap={false}>
          {mobile ? null : <span style={secondary}>{t('auth.topBar.noAccount')}</span>}
          <Link to="/auth/register" data-testid="start-today" style={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('auth.topBar.startToday')}
          </Link>
          <LanguageSwitch />
        </Flex>
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: mobile ? '16px 12px 32px' : '24px 24px 48px' }}>
        <ErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer style={{ textAlign: 'center', padding: 16 }}>
        <small style={secondary}>{t('common.footer.rights', { year: new Date().getFullYear(), name: APP_NAME })}</small>
      </footer>
    </div>
  );
}
