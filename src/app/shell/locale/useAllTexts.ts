import { useEffect, useSyncExternalStore } from 'react';
import { allTextsLoaded, areaTextsLoaded, loadAllTexts, loadAreaTexts, onAllTextsLoaded } from '../../providers/i18n';

/** Keeps asking for a part of the texts until it is in: a failed download is retried after a while. */
function useTextPart(ready: boolean, load: () => Promise<void>, wanted = true): void {
  useEffect(() => {
    if (ready || !wanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => load().catch(() => {
      timer = setTimeout(attempt, 3_000);
    });
    void attempt();
    return () => clearTimeout(timer);
  }, [ready, load, wanted]);
}

/**
 * Whether the signed-in shell's texts are in (the login page loads only the public ones): the main layout shows a
 * spinner until they are, so no screen after sign-in ever shows an i18n key.
 */
export function useAllTexts(): boolean {
  const ready = useSyncExternalStore(onAllTextsLoaded, allTextsLoaded, allTextsLoaded);
  useTextPart(ready, loadAllTexts);
  return ready;
}

/**
 * Whether every area's texts are in, fetched when `wanted` (a page outside the shell's first screen): the main layout
 * shows the page's spinner until they are.
 */
export function useAreaTexts(wanted: boolean): boolean {
  const ready = useSyncExternalStore(onAllTextsLoaded, areaTextsLoaded, areaTextsLoaded);
  useTextPart(ready, loadAreaTexts, wanted);
  return ready;
}
