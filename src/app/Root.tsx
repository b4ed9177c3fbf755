import { ConfigProvider } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { currentAntdLocale } from './providers/i18n';
import { MaintenanceGate } from './shell/maintenance/MaintenanceGate';
import { PageSpinner } from './shell/PageSpinner';
import { publicRoutes } from './shell/routing/publicRoutes';
import { theme } from './shell/theme';
import { SignedInApp } from './signedInApp';

/**
 * Everything behind sign-in (Refine, its data and access providers, the layouts and every area) is one lazy chunk:
 * the login page and the other public pages download only React, the router, the antd parts they show and the
 * public texts (issue 21: the login page under 250 KB on the wire). A signed-out visit to an app page loads the app,
 * whose guard sends it to the login with the page to come back to (src/app/signedInApp.tsx).
 *
 * The client's root: theme and antd texts, one router, the public pages, and the signed-in app for every other path.
 */
export default function Root() {
  // re-render on a language switch: antd's texts follow
  useTranslation();
  return (
    <BrowserRouter>
      <ConfigProvider theme={theme} locale={currentAntdLocale()}>
        <MaintenanceGate />
        <Suspense fallback={<PageSpinner fullScreen />}>
          <Routes>
            {publicRoutes()}
            <Route path="*" element={<SignedInApp />} />
          </Routes>
        </Suspense>
      </ConfigProvider>
    </BrowserRouter>
  );
}
