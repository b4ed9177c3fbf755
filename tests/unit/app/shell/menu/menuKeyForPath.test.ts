import { describe, expect, it } from 'vitest';
import { AREA_PAGES } from '../../../../../src/app/areaPages';
import { resourceList } from '../../../../../src/app/engine/resourceRegistry';
import { menuKeyForPath } from '../../../../../src/app/shell/menu/menuModel';

/** The sidebar highlights the page you are on, for menu pages, their nested routes and pages with no entry. */
describe('menuKeyForPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/team', '/team'],
    ['/team/profile/5c1f0000-0000-4000-8000-000000000001', '/team'],
    ['/team/shifts', '/team/shifts'],
    ['/team/casualtylist', '/team/casualtylist'],
    ['/casualty/profile/5c1f0000-0000-4000-8000-000000000001', '/team/casualtylist'],
    ['/team/daily-record/5c1f0000-0000-4000-8000-000000000001', '/team'],
    ['/user', '/user'],
    ['/user/add', '/user'],
    ['/user/edit/5c1f0000-0000-4000-8000-000000000001', '/user'],
    ['/roles/new', '/user'],
    ['/roles/edit/r1', '/user'],
    ['/roles/view/r1', '/user'],
    ['/roles/leadAdministrator/r1', '/user'],
    ['/new-roles/new', '/user'],
    ['/new-roles/edit/r1', '/user'],
    ['/calendar', '/dashboard'],
    ['/settings', '/settings'],
    ['/settings/collaborator-lists', '/settings/collaborator-lists'],
    // spec §2 paths served by screens under another route (src/app/routeAliases)
    ['/team/team', '/team'],
    ['/news', '/novelties'],
    ['/employee-records', '/company/employer-records'],
  ])('%s highlights %s', (path, key) => {
    expect(menuKeyForPath(path)).toBe(key);
  });

  it('highlights nothing on the profile, reached from the header', () => {
    expect(menuKeyForPath('/profile')).toBeNull();
  });

  it('gives every area page and resource route with a module a menu entry', () => {
    const concrete = (route: string) => route.replace(/:[^/]+/g, 'x1');
    const routes = [
      ...AREA_PAGES.filter((p) => p.module).map((p) => p.path),
      ...resourceList().flatMap((r) => Object.values(r.routes).filter((x): x is string => typeof x === 'string')),
    ];
    const missing = routes.filter((route) => !menuKeyForPath(concrete(route)));
    expect(missing).toEqual([]);
  });
});
