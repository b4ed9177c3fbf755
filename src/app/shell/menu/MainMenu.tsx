import { Menu, Skeleton } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAllowedResources } from '../access/useAllowedResources';
import { useSession } from '../session/useSession';
import { effectiveFlags } from '../../../shared/companyFlags';
import { AREA_PAGES } from '../../areaPages';
import { resourceList } from '../../engine/resourceRegistry';
import { buildMenu, type MenuNode } from './menuModel';
import { menuIcon } from './menuIcons';
import { RESOURCE_MENU_BADGES } from './resourceBadges';
import { useMenuState } from './useMenuState';

interface MainMenuProps {
  collapsed?: boolean;
  mode?: 'inline' | 'horizontal';
  /** after an item is chosen (the mobile drawer closes) */
  onNavigate?: () => void;
}

/** The main menu (spec §2 Menus): only what the user may read, in the spec's order. */
export function MainMenu({ collapsed = false, mode = 'inline', onNavigate }: MainMenuProps) {
  const { t } = useTranslation();
  const allowed = useAllowedResources();
  const company = useSession()?.company;
  const flags = useMemo(() => effectiveFlags(company), [company]);
  const { selectedKey, openKeys, setOpenKeys, select } = useMenuState();

  const items = useMemo<ItemType[]>(() => {
    if (!allowed) return [];
    const toItem = (node: MenuNode): ItemType => {
      switch (node.kind) {
        case 'link':
          return { key: node.key, icon: menuIcon(node.icon), label: <Link to={node.path}>{t(node.label)}</Link> };
        case 'page': {
          // an area page may show a count beside its entry (its own component reads and refreshes it)
          const Badge = node.badge;
          return { key: node.key, icon: menuIcon(node.icon), label: <Link to={node.path}>{t(node.label)}{Badge ? <Badge /> : null}</Link> };
        }
        case 'resource': {
          const label = t(`${node.resource.name}.title`);
          const Badge = RESOURCE_MENU_BADGES[node.resource.name];
          return { key: node.key, icon: menuIcon(node.icon), label: <Link to={node.path}>{label}{Badge ? <Suspense fallback={null}><Badge /></Suspense> : null}</Link> };
        }
        case 'external':
          return {
            key: node.key,
            icon: menuIcon(node.icon),
            label: (
              <a href={node.href} target="_blank" rel="noopener noreferrer">
                {t(node.label)}
              </a>
            ),
          };
        case 'group':
          return { key: node.key, icon: menuIcon(node.icon), label: t(node.label), children: node.children.map(toItem) };
      }
    };
    return buildMenu(allowed, resourceList(), AREA_PAGES, flags).map(toItem);
  }, [allowed, flags, t]);

  if (!allowed) {
    return <Skeleton active title={false} paragraph={{ rows: 6 }} style={{ padding: 16 }} />;
  }

  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      // a collapsed inline menu shows groups as pop-ups: its open state is not the remembered one
      {...(collapsed || mode === 'horizontal' ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        if (key !== 'help') select(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
