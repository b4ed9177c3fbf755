/**
 * The life of a billboard post (spec §4: draft → published → paper bin; unsubscribing moves a post to the bin),
 * shared by the server (which refuses any other move) and the browser (which offers only the allowed ones).
 * Pure: no clock, no I/O — callers pass `now`.
 */

import { moveBetween, movesFrom } from '../stateMoves';

export const POST_STATUSES = ['DRAFT', 'PUBLISHED', 'BIN'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const isPostStatus = (value: unknown): value is PostStatus => (POST_STATUSES as readonly unknown[]).includes(value);

/** Each allowed move by name. Everything not listed is refused (409 INVALID_POST_TRANSITION). */
export const POST_MOVES = {
  publish: { from: 'DRAFT', to: 'PUBLISHED' },
  /** the spec's "unsubscribe": a published post leaves the billboard for the paper bin */
  unpublish: { from: 'PUBLISHED', to: 'BIN' },
  discard: { from: 'DRAFT', to: 'BIN' },
  restore: { from: 'BIN', to: 'DRAFT' },
} as const satisfies Record<string, { from: PostStatus; to: PostStatus }>;
export type PostMove = keyof typeof POST_MOVES;

export const postMoveBetween = (from: PostStatus, to: PostStatus): PostMove | undefined => moveBetween(POST_MOVES, from, to);

export const postMovesFrom = (from: PostStatus): PostMove[] => movesFrom(POST_MOVES, from);

/** Only a post in the paper bin is deleted for good. */
export const canDeleteForGood = (status: unknown): boolean => status === 'BIN';

/** What a reader sees of a post's dates: waiting for its publication date, on the billboard, or past its expiry. */
export type PostPhase = 'DRAFT' | 'SCHEDULED' | 'LIVE' | 'EXPIRED' | 'BIN';

interface Dated {
  status?: unknown;
  publishAt?: unknown;
  expiresAt?: unknown;
}

const time = (v: unknown): number | null => (typeof v === 'string' && v ? Date.parse(v) : null);

/** Phase of a published item (post or flyer: flyers have no status and count as published) at `now`. */
export function postPhase(item: Dated, now: Date): PostPhase {
  if (item.status === 'DRAFT' || item.status === 'BIN') return item.status;
  const from = time(item.publishAt);
  const until = time(item.expiresAt);
  if (from !== null && from > now.getTime()) return 'SCHEDULED';
  if (until !== null && until <= now.getTime()) return 'EXPIRED';
  return 'LIVE';
}

export const isLive = (item: Dated, now: Date): boolean => postPhase(item, now) === 'LIVE';

/**
 * Whether an item addressed to `audience`/`unitIds` reaches a reader of the units `readerUnits`
 * (null: a reader not limited to units — an owner or a company-wide administrator — sees everything).
 */
export function reachesReader(item: { audience?: unknown; unitIds?: unknown }, readerUnits: ReadonlySet<string> | null): boolean {
  if (item.audience !== 'UNITS' || readerUnits === null) return true;
  const units = Array.isArray(item.unitIds) ? (item.unitIds as unknown[]) : [];
  return units.some((u) => typeof u === 'string' && readerUnits.has(u));
}
