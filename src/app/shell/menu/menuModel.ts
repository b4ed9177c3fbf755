import type { ComponentType } from 'react';
import { menuFlagAllows, type MenuParent, type MenuSection, type ResourceDef } from '../../../shared/resource';
import { AREA_PAGES, type AreaPage } from '../../areaPages';
import { resourceList } from '../../engine/resourceRegistry';
import { DEFAULT_HOME, HELP_URL } from '../config';

export type MenuGroupKey = Exclude<MenuParent, null>;

/** Spec §2 Menus: the order of the main menu. */
export const MENU_ORDER = ['dashboard', 'team', 'company', 'communication', 'users', 'help', 'settings'] as const;
export const MENU_GROUPS: readonly MenuGroupKey[] = ['team', 'company', 'communication', 'users', 'settings'];

export type MenuNode =
  | { kind: 'link'; key: string; path: string; icon: string; label: string }
  | { kind: 'resource'; key: string; path: string; icon?: string; resource: ResourceDef }
  | { kind: 'page'; key: string; path: string; icon?: string; label: string; badge?: ComponentType }
  | { kind: 'external'; key: string; href: string; icon: string; label: string }
  | { kind: 'group'; key: MenuGroupKey | SectionKey; icon: string; label: string; children: MenuNode[] };

/** Key of a sub-menu: its group and section (`team.licenses`). */
export type SectionKey = `${MenuGroupKey}.${MenuSection}`;
const SECTION_ICONS: Record<MenuSection, string> = { licenses: 'calendar', reports: 'lists' };

/** Icon name of a menu group. */
export const groupIcon = (group: MenuGroupKey): string => (group === 'team' ? 'teamGroup' : group);

const byOrder = (a: ResourceDef, b: ResourceDef) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0);

/** Menu items of a group, from the resources' `menu` declarations, in their declared order. */
export function groupResources(group: MenuGroupKey, resources: readonly ResourceDef[] = resourceList()): ResourceDef[] {
  return resources.filter((r) => r.menu?.parent === group).sort(byOrder);
}

/**
 * The whole menu for the resources the user may read (`allowed` holds resource names) and the company's flags
 * (entries with a `flag` condition: Salary or Documents by the documents version). Empty groups disappear.
 * Labels are i18n keys; the menu component translates them.
 */
export function buildMenu(
  allowed: ReadonlySet<string>,
  resources: readonly ResourceDef[] = resourceList(),
  pages: readonly AreaPage[] = AREA_PAGES,
  flags: Record<string, unknown> | null = null,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const entry of MENU_ORDER) {
    if (entry === 'dashboard') {
      nodes.push({ kind: 'link', key: DEFAULT_HOME, path: DEFAULT_HOME, icon: 'dashboard', label: 'common.menu.dashboard' });
    } else if (entry === 'help') {
      nodes.push({ kind: 'external', key: 'help', href: HELP_URL, icon: 'help', label: 'common.menu.help' });
    } else {
      const fromResources = groupResources(entry, resources)
        .filter((r) => allowed.has(r.name) && menuFlagAllows(r.menu?.flag, flags))
        .map((r) => ({ order: r.menu?.order ?? 0, section: r.menu?.section, node: { kind: 'resource', key: r.routes.list, path: r.routes.list, icon: r.menu?.icon, resource: r } as MenuNode }));
      const fromPages = pages
        .filter((p) => p.menu?.parent === entry && allowed.has(p.key) && menuFlagAllows(p.menu?.flag, flags))
        .map((p) => ({ order: p.menu?.order ?? 0, section: p.menu?.section, node: { kind: 'page', key: p.path, path: p.path, icon: p.menu?.icon, label: p.menu?.label ?? p.key, badge: p.menu?.badge } as MenuNode }));
      // resources and area pages share the group's order (stable: resources first on a tie)
      const children = withSections(entry, [...fromResources, ...fromPages].sort((a, b) => a.order - b.order));
      if (children.length) nodes.push({ kind: 'group', key: entry, icon: groupIcon(entry), label: `common.menu.${entry}`, children });
    }
  }
  return nodes;
}

/** A group's entries in order, those naming a section gathered in its sub-menu at the place of the first of them. */
function withSections(group: MenuGroupKey, entries: { section?: MenuSection; node: MenuNode }[]): MenuNode[] {
  const out: MenuNode[] = [];
  const sections = new Map<MenuSection, MenuNode[]>();
  for (const { section, node } of entries) {
    if (!section) {
      out.push(node);
      continue;
    }
    const children = sections.get(section);
    if (children) children.push(node);
    else {
      const first = [node];
      sections.set(section, first);
      out.push({ kind: 'group', key: `${group}.${section}`, icon: SECTION_ICONS[section], label: `common.menu.${section}`, children: first });
    }
  }
  return out;
}

/** Menu entries by path: resources' list routes and area pages with a menu place. */
function menuPaths(resources: readonly ResourceDef[], pages: readonly AreaPage[]): { path: string; parent: MenuGroupKey; section?: MenuSection }[] {
  return [
    ...resources.filter((r) => r.menu?.parent).map((r) => ({ path: r.routes.list, parent: r.menu?.parent as MenuGroupKey, section: r.menu?.section })),
    ...pages.filter((p) => p.menu).map((p) => ({ path: p.path, parent: p.menu?.parent as MenuGroupKey, section: p.menu?.section })),
  ];
}

/** A route pattern (`/casualty/profile/:id`) as a test of a concrete path. */
const routeMatches = (pattern: string, pathname: string): boolean =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname);

/**
 * The menu key for a path, so the sidebar highlights the page you are on:
 * 1. the menu entry whose path is the longest prefix of it (edit/show pages included: /team/profile/1 → /team);
 * 2. else the entry the page names (`highlights`), or the entry of the page's module (/roles/view/1 → /user, the
 *    administrators page whose second tab lists the roles; /casualty/profile/1 → /team/casualtylist);
 * 3. else null: nothing is highlighted (the profile, reached from the header).
 */
export function menuKeyForPath(pathname: string, resources: readonly ResourceDef[] = resourceList(), pages: readonly AreaPage[] = AREA_PAGES): string | null {
  if (pathname === DEFAULT_HOME || pathname.startsWith(`${DEFAULT_HOME}/`)) return DEFAULT_HOME;
  let best: string | null = null;
  for (const { path } of menuPaths(resources, pages)) {
    if ((pathname === path || pathname.startsWith(`${path}/`)) && (!best || path.length > best.length)) best = path;
  }
  if (best) return best;
  const page = pages.find((p) => routeMatches(p.path, pathname));
  if (page?.highlights) return page.highlights;
  const module = page ? page.module : resources.find((r) => Object.values(r.routes).some((route) => route && routeMatches(route, pathname)))?.module;
  if (!module) return null;
  return pages.find((p) => p.menu && p.module === module)?.path ?? resources.find((r) => r.menu?.parent && r.module === module)?.routes.list ?? null;
}

/** The group (and sub-menu) holding a menu key, to open them when the page is reached by URL; [] when none. */
export function groupsOfKey(key: string, resources: readonly ResourceDef[] = resourceList(), pages: readonly AreaPage[] = AREA_PAGES): string[] {
  const entry = menuPaths(resources, pages).find((m) => m.path === key);
  if (!entry) return [];
  return entry.section ? [entry.parent, `${entry.parent}.${entry.section}`] : [entry.parent];
}
