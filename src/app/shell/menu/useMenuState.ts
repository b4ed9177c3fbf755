import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readCookie, writeCookie } from '../cookies';
import { usePersistentState } from '../usePersistentState';
import { groupsOfKey, menuKeyForPath } from './menuModel';

const SELECTED_COOKIE = 'hr.menu.selected';
const OPEN_KEYS = 'hr.menu.openKeys';

/**
 * Selected item (kept in a cookie, spec §2) and opened groups (localStorage). The selected item follows the URL
 * (menuKeyForPath: a page without an entry highlights its area's, or nothing). Reaching an item by URL opens its group.
 */
export function useMenuState(): {
  selectedKey: string | null;
  openKeys: string[];
  setOpenKeys: (keys: string[]) => void;
  select: (key: string) => void;
} {
  const { pathname } = useLocation();
  const [selectedKey, setSelectedKey] = useState<string | null>(() => menuKeyForPath(pathname) ?? readCookie(SELECTED_COOKIE));
  const [openKeys, setOpenKeys] = usePersistentState<string[]>(OPEN_KEYS, []);

  const select = useCallback((key: string) => {
    setSelectedKey(key);
    writeCookie(SELECTED_COOKIE, key);
  }, []);

  useEffect(() => {
    const key = menuKeyForPath(pathname);
    if (!key) {
      setSelectedKey(null);
      return;
    }
    select(key);
    const closed = groupsOfKey(key).filter((group) => !openKeys.includes(group));
    if (closed.length) setOpenKeys([...openKeys, ...closed]);
    // only a navigation changes the selection; opening/closing groups by hand must not re-open them
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, select]);

  return { selectedKey, openKeys, setOpenKeys, select };
}
