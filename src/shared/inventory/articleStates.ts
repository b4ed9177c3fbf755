/**
 * The life of an inventory article (spec §3 article states, §4 available → assigned → returned), shared by the
 * server (which refuses any other move) and the browser (which offers only the allowed ones). Pure: no clock, no I/O.
 */

import { moveBetween as tableMoveBetween, movesFrom as tableMovesFrom } from '../stateMoves';

/** The spec's values; MANTAINANCE keeps the spec's spelling and is shown as "under repair". */
export const ARTICLE_STATUSES = ['AVAILABLE', 'NOT_AVAILABLE', 'MANTAINANCE', 'ASSIGNED'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const isArticleStatus = (value: unknown): value is ArticleStatus => (ARTICLE_STATUSES as readonly unknown[]).includes(value);

/** Each allowed move by name: where it starts, where it ends. Everything not listed here is refused. */
export const ARTICLE_MOVES = {
  assign: { from: 'AVAILABLE', to: 'ASSIGNED' },
  return: { from: 'ASSIGNED', to: 'AVAILABLE' },
  repair: { from: 'AVAILABLE', to: 'MANTAINANCE' },
  repaired: { from: 'MANTAINANCE', to: 'AVAILABLE' },
  unavailable: { from: 'AVAILABLE', to: 'NOT_AVAILABLE' },
  available: { from: 'NOT_AVAILABLE', to: 'AVAILABLE' },
} as const satisfies Record<string, { from: ArticleStatus; to: ArticleStatus }>;
export type ArticleMove = keyof typeof ARTICLE_MOVES;

/** The move that takes an article from `from` to `to`, if any. */
export const moveBetween = (from: ArticleStatus, to: ArticleStatus): ArticleMove | undefined => tableMoveBetween(ARTICLE_MOVES, from, to);

/** The moves an article in `from` can make, in the order the show page offers them. */
export const movesFrom = (from: ArticleStatus): ArticleMove[] => tableMovesFrom(ARTICLE_MOVES, from);

/** One line of an article's history: who moved it when, between which states, to or from whom, and why. */
export interface ArticleHistoryEntry {
  kind: 'CREATED' | 'MOVED';
  move?: ArticleMove;
  from?: ArticleStatus;
  to: ArticleStatus;
  /** the person the article was assigned to (assign) or returned by (return) */
  userId?: string | null;
  note?: string | null;
  by: string;
  at: string;
  /** names as they were at the time, added by the server (the person may have left or been renamed since) */
  byName?: string;
  userName?: string;
}

export type MoveRefusal =
  /** 409: the state machine has no such move */
  | { ok: false; code: 'INVALID_ARTICLE_TRANSITION'; field: 'to'; from: ArticleStatus; to: ArticleStatus }
  /** 400: an assignment needs the person; other moves take none */
  | { ok: false; code: 'ARTICLE_ASSIGNEE_REQUIRED' | 'ARTICLE_ASSIGNEE_NOT_EXPECTED'; field: 'userId' };

export type MoveOutcome =
  | {
      ok: true;
      move: ArticleMove;
      /** the article's fields after the move */
      status: ArticleStatus;
      assigneeId: string | null;
      assignedAt: string | null;
      entry: ArticleHistoryEntry;
    }
  | MoveRefusal;

export interface MoveInput {
  from: ArticleStatus;
  to: ArticleStatus;
  /** the person, for an assignment */
  userId?: string | null;
  /** who holds the article now (for the return's history line) */
  currentAssigneeId?: string | null;
  note?: string | null;
  by: string;
  at: string;
}

/**
 * One move: allowed only along ARTICLE_MOVES. Assigning names the person and records when; every move out of
 * ASSIGNED clears both. The history line names the person on assign and on return.
 */
export function articleTransition(input: MoveInput): MoveOutcome {
  const { from, to } = input;
  const move = moveBetween(from, to);
  if (!move) return { ok: false, code: 'INVALID_ARTICLE_TRANSITION', field: 'to', from, to };
  const userId = input.userId ?? null;
  if (move === 'assign' && !userId) return { ok: false, code: 'ARTICLE_ASSIGNEE_REQUIRED', field: 'userId' };
  if (move !== 'assign' && userId) return { ok: false, code: 'ARTICLE_ASSIGNEE_NOT_EXPECTED', field: 'userId' };
  const note = input.note?.trim() || null;
  const person = move === 'assign' ? userId : move === 'return' ? (input.currentAssigneeId ?? null) : null;
  return {
    ok: true,
    move,
    status: to,
    assigneeId: move === 'assign' ? userId : null,
    assignedAt: move === 'assign' ? input.at : null,
    entry: { kind: 'MOVED', move, from, to, userId: person, note, by: input.by, at: input.at },
  };
}
