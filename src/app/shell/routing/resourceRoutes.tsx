import { Route } from 'react-router';
import type { ResourceDef } from '../../../shared/resource';
import { RouteGuard } from '../access/RouteGuard';
import { ResourceCreatePage, ResourceEditPage, ResourceListPage, ResourceShowPage } from './enginePages';

const PAGES = {
  list: ResourceListPage,
  create: ResourceCreatePage,
  edit: ResourceEditPage,
  show: ResourceShowPage,
} as const;

type PageAction = keyof typeof PAGES;

function routesOf(resource: ResourceDef) {
  return (Object.keys(PAGES) as PageAction[]).flatMap((action) => {
    const path = resource.routes[action];
    if (!path) return [];
    const Page = PAGES[action];
    return [
      <Route
        key={`${resource.name}:${action}`}
        path={path}
        element={
          // keyed: another resource's page never inherits this one's state
          <RouteGuard key={`${resource.name}:${action}`} resource={resource.name} action={action}>
            <Page resource={resource} />
          </RouteGuard>
        }
      />,
    ];
  });
}

/**
 * The list/create/edit/show routes of every resource, guarded by its permissions (call inside <Routes>, with
 * `useResources()`: the table gains the server's resources when its list arrives).
 */
export const resourceRoutes = (resources: readonly ResourceDef[]) => resources.flatMap(routesOf);
