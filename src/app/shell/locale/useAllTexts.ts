import { useEffect, useSyncExternalStore } from 'react';
import { allTextsLoaded, loadAllTexts, onAllTextsLoaded } from '../../providers/i18n';

/**
 * Whether every area's texts are in (the login page loads only the public ones): the main layout shows a spinner
 * until they are, so no screen after sign-in ever shows an i18n key. A failed download is retried after a while.
 */
export function useAllTexts(): boolean {
  const ready = useSyncExternalStore(onAllTextsLoaded, allTextsLoaded, allTextsLoaded);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => loadAllTexts().catch(() => {
      timer = setTimeout(attempt, 3_000);
    });
    void attempt();
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
