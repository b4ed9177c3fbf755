import { Route } from 'react-router';
import { AREA_PAGES } from '../../areaPages';
import { RouteGuard } from '../access/RouteGuard';

/** The routes of the area pages (src/app/areaPages.ts), each guarded by its own permission (call inside <Routes>). */
export const areaRoutes = () =>
  AREA_PAGES.map(({ key, path, component: Page }) => (
    <Route
      key={`page:${key}`}
      path={path}
      element={
        <RouteGuard key={`page:${key}`} resource={key} action="list">
          <Page />
        </RouteGuard>
      }
    />
  ));
