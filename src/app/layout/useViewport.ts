import { useSyncExternalStore } from 'react';
import { COLLAPSE_MAX_WIDTH, LOGO_BREAKPOINT, MOBILE_MAX_WIDTH } from '../shell/config';

/** The three widths the layout reacts to (spec §2, §9). */
export interface Viewport {
  /** below 768 px: the menu is a drawer */
  mobile: boolean;
  /** below 1024 px: the side menu starts collapsed */
  narrow: boolean;
  /** from 900 px: the full logo, else the compact one */
  wideLogo: boolean;
}

const queries = {
  mobile: `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`,
  narrow: `(max-width: ${COLLAPSE_MAX_WIDTH - 0.02}px)`,
  wideLogo: `(min-width: ${LOGO_BREAKPOINT}px)`,
};

let cached: Viewport | null = null;
let cachedKey = '';

function snapshot(): Viewport {
  const next = {
    mobile: window.matchMedia(queries.mobile).matches,
    narrow: window.matchMedia(queries.narrow).matches,
    wideLogo: window.matchMedia(queries.wideLogo).matches,
  };
  const key = `${next.mobile}${next.narrow}${next.wideLogo}`;
  if (key !== cachedKey || !cached) {
    cached = next;
    cachedKey = key;
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  const lists = Object.values(queries).map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', listener));
  return () => lists.forEach((l) => l.removeEventListener('change', listener));
}

export const useViewport = (): Viewport => useSyncExternalStore(subscribe, snapshot);
