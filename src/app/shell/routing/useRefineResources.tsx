import type { ResourceProps } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResources } from '../../engine/resourceRegistry';
import { DEFAULT_HOME } from '../config';
import { menuIcon } from '../menu/menuIcons';
import { groupIcon, MENU_GROUPS } from '../menu/menuModel';

/**
 * Name of a menu group's parent resource. Prefixed: a group named like a resource (`users`) or like a route
 * segment (`team` for /team) would make Refine match the wrong resource.
 */
export const groupResourceName = (group: string) => `menu-${group}`;

/**
 * Refine's resources: the dashboard, the menu groups as parent resources, and one resource per ResourceDef with its
 * routes, translated label, icon, menu group and whether it can be deleted. Rebuilt when the language changes and
 * when the server's resource list arrives.
 */
export function useRefineResources(): ResourceProps[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const list = useResources();
  return useMemo<ResourceProps[]>(
    () => [
      { name: 'dashboard', list: DEFAULT_HOME, meta: { label: t('common.menu.dashboard'), icon: menuIcon('dashboard') } },
      ...MENU_GROUPS.map((group) => ({ name: groupResourceName(group), meta: { label: t(`common.menu.${group}`), icon: menuIcon(groupIcon(group)) } })),
      ...list.map((r) => ({
        name: r.name,
        list: r.routes.list,
        create: r.routes.create,
        edit: r.routes.edit,
        show: r.routes.show,
        meta: {
          label: t(`${r.name}.title`),
          icon: menuIcon(r.menu?.icon),
          parent: r.menu?.parent ? groupResourceName(r.menu.parent) : undefined,
          canDelete: Boolean(r.endpoints.remove),
          module: r.module,
        },
      })),
    ],
    // t follows the language; the language is named so a switch always rebuilds the labels
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, list],
  );
}
