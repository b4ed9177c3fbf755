import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../shell/session/useSession';

const keyOf = (list: string, userId: string | undefined) => `hr.columns.${list}.${userId ?? 'anonymous'}`;

function readStored(key: string): string[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * The columns a user chose for one list, remembered in this browser per user (localStorage `hr.columns.<list>.<userId>`),
 * so two people sharing a computer keep their own. Unknown stored keys (a column removed since) are ignored.
 */
export function useColumnPreferences(list: string, available: string[], defaults: string[]) {
  const userId = useSession()?.user?.id;
  const key = keyOf(list, userId);
  const [stored, setStored] = useState<{ key: string; columns: string[] | null }>(() => ({ key, columns: readStored(key) }));
  const current = stored.key === key ? stored.columns : readStored(key);
  const visible = useMemo(() => (current ?? defaults).filter((c) => available.includes(c)), [current, defaults, available]);

  const setVisible = useCallback((columns: string[]) => {
    localStorage.setItem(key, JSON.stringify(columns));
    setStored({ key, columns });
  }, [key]);
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setStored({ key, columns: null });
  }, [key]);
  return { visible, setVisible, reset };
}
