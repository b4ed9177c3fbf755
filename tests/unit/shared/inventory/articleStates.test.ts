import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, articleTransition, movesFrom, type ArticleStatus } from '../../../../src/shared/inventory';

const at = '2026-11-26T10:00:00.000Z';
const by = 'admin-1';
const ana = 'ana-1';

/** Every allowed move (from → to); all other pairs are refused. */
const ALLOWED: [ArticleStatus, ArticleStatus, string][] = [
  ['AVAILABLE', 'ASSIGNED', 'assign'],
  ['ASSIGNED', 'AVAILABLE', 'return'],
  ['AVAILABLE', 'MANTAINANCE', 'repair'],
  ['MANTAINANCE', 'AVAILABLE', 'repaired'],
  ['AVAILABLE', 'NOT_AVAILABLE', 'unavailable'],
  ['NOT_AVAILABLE', 'AVAILABLE', 'available'],
];
const allowed = new Set(ALLOWED.map(([f, t]) => `${f}>${t}`));
const REFUSED = ARTICLE_STATUSES.flatMap((from) => ARTICLE_STATUSES.map((to) => [from, to] as const)).filter(([f, t]) => !allowed.has(`${f}>${t}`));

describe('article state machine', () => {
  it.each(ALLOWED)('%s → %s is the move %s', (from, to, move) => {
    const outcome = articleTransition({ from, to, userId: move === 'assign' ? ana : undefined, currentAssigneeId: from === 'ASSIGNED' ? ana : null, note: ' ok ', by, at });
    expect(outcome).toMatchObject({ ok: true, move, status: to });
    if (!outcome.ok) return;
    expect(outcome.entry).toEqual({ kind: 'MOVED', move, from, to, userId: move === 'assign' || move === 'return' ? ana : null, note: 'ok', by, at });
  });

  it.each(REFUSED)('refuses %s → %s with INVALID_ARTICLE_TRANSITION naming both states', (from, to) => {
    expect(articleTransition({ from, to, userId: to === 'ASSIGNED' ? ana : undefined, by, at })).toEqual({ ok: false, code: 'INVALID_ARTICLE_TRANSITION', field: 'to', from, to });
  });

  it('an assignment records the person and when; a return clears both', () => {
    const assigned = articleTransition({ from: 'AVAILABLE', to: 'ASSIGNED', userId: ana, by, at });
    expect(assigned).toMatchObject({ ok: true, assigneeId: ana, assignedAt: at });
    const returned = articleTransition({ from: 'ASSIGNED', to: 'AVAILABLE', currentAssigneeId: ana, by, at });
    expect(returned).toMatchObject({ ok: true, assigneeId: null, assignedAt: null, entry: { userId: ana, note: null } });
  });

  it('an assignment needs the person, and no other move takes one', () => {
    expect(articleTransition({ from: 'AVAILABLE', to: 'ASSIGNED', by, at })).toEqual({ ok: false, code: 'ARTICLE_ASSIGNEE_REQUIRED', field: 'userId' });
    expect(articleTransition({ from: 'AVAILABLE', to: 'MANTAINANCE', userId: ana, by, at })).toEqual({ ok: false, code: 'ARTICLE_ASSIGNEE_NOT_EXPECTED', field: 'userId' });
  });

  it('offers from each state exactly the moves it allows', () => {
    expect(movesFrom('AVAILABLE')).toEqual(['assign', 'repair', 'unavailable']);
    expect(movesFrom('ASSIGNED')).toEqual(['return']);
    expect(movesFrom('MANTAINANCE')).toEqual(['repaired']);
    expect(movesFrom('NOT_AVAILABLE')).toEqual(['available']);
  });
});
