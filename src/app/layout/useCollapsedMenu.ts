import { useCallback, useEffect, useState } from 'react';
import { usePersistentState } from '../shell/usePersistentState';

/**
 * Collapsed state of the side menu: remembered (localStorage) on wide screens; below 1024 px the menu collapses
 * whenever the window becomes narrow, and can still be opened by hand.
 */
export function useCollapsedMenu(narrow: boolean): [boolean, () => void] {
  const [remembered, setRemembered] = usePersistentState<boolean>('hr.menu.collapsed', false);
  const [narrowCollapsed, setNarrowCollapsed] = useState(true);

  useEffect(() => {
    if (narrow) setNarrowCollapsed(true);
  }, [narrow]);

  const collapsed = narrow ? narrowCollapsed : remembered;
  const toggle = useCallback(() => {
    if (narrow) setNarrowCollapsed(!collapsed);
    else setRemembered(!collapsed);
  }, [narrow, collapsed, setRemembered]);
  return [collapsed, toggle];
}
