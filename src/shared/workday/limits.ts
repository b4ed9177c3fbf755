import { MINUTE_MS } from './intervals';

/** Up to 5 check-in/check-out pairs and 5 break pairs per workday (spec §3, workday reports). */
export const MAX_PAIRS = 5;

/** No workday spans more than 24 h from its first check-in to its last check-out (WORKDAY_TOO_LONG). */
export const MAX_WORKDAY_MS = 24 * 60 * MINUTE_MS;
