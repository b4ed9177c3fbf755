import { Authenticated } from '@refinedev/core';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useResources } from '../../engine/resourceRegistry';
import { PageSpinner } from '../PageSpinner';
import { DEFAULT_HOME } from '../config';
import { areaRoutes } from './areaRoutes';
import { AuthFallback } from './AuthFallback';
import * as Pages from './pages';
import { resourceRoutes } from './resourceRoutes';
import { UnknownPath } from './UnknownPath';

/**
 * The signed-in route table (spec §2): the guarded main layout and every area. `/`, `/auth/*` and the maintenance
 * page are public and routed before this app loads (publicRoutes.tsx).
 */
export function AppRoutes() {
  const resources = useResources();
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Routes>
        <Route
          element={
            <Authenticated key="main" fallback={<AuthFallback />} loading={<PageSpinner fullScreen />}>
              <Pages.MainLayout />
            </Authenticated>
          }
        >
          <Route path={DEFAULT_HOME} element={<Pages.DashboardPage />} />
          <Route path="/team/redirect" element={<Navigate to="/team" replace />} />
          {resourceRoutes(resources)}
          {areaRoutes()}
        </Route>

        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
