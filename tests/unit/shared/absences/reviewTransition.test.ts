import { describe, expect, it } from 'vitest';
import { reviewTransition } from '../../../../src/shared/absences';

const who = { reviewerId: 'admin', requesterId: 'ana' };

describe('review transitions', () => {
  it('decides a pending request; a rejection needs a reason, an approval does not', () => {
    expect(reviewTransition('PENDING', 'APPROVED', who)).toEqual({
      ok: true, status: 'APPROVED', entry: { kind: 'REVIEW', from: 'PENDING', to: 'APPROVED', reviewerId: 'admin', reason: null },
    });
    expect(reviewTransition('PENDING', 'REJECTED', { ...who, reason: '  ' })).toEqual({ ok: false, code: 'REASON_REQUIRED', field: 'reason' });
    expect(reviewTransition('PENDING', 'REJECTED', { ...who, reason: ' Team at minimum ', at: '2024-05-06T10:00:00.000Z' })).toEqual({
      ok: true, status: 'REJECTED',
      entry: { kind: 'REVIEW', from: 'PENDING', to: 'REJECTED', reviewerId: 'admin', reason: 'Team at minimum', at: '2024-05-06T10:00:00.000Z' },
    });
  });

  it('never lets an administrator decide their own request, whatever its state', () => {
    for (const current of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      expect(reviewTransition(current, 'APPROVED', { reviewerId: 'ana', requesterId: 'ana', reason: 'x', revise: true }))
        .toEqual({ ok: false, code: 'SELF_REVIEW_NOT_ALLOWED', field: 'reviewerId' });
    }
  });

  it('a decided request is not decided again silently (DAYOFF_NOT_PENDING)', () => {
    expect(reviewTransition('APPROVED', 'REJECTED', { ...who, reason: 'changed plans' })).toMatchObject({ ok: false, code: 'DAYOFF_NOT_PENDING' });
    expect(reviewTransition('APPROVED', 'APPROVED', { ...who, revise: true, reason: 'again' })).toMatchObject({ ok: false, code: 'DAYOFF_NOT_PENDING' });
  });

  it('a revision changes the decision with its reason and is recorded as such', () => {
    expect(reviewTransition('APPROVED', 'REJECTED', { ...who, revise: true })).toMatchObject({ ok: false, code: 'REASON_REQUIRED' });
    expect(reviewTransition('REJECTED', 'APPROVED', { ...who, revise: true })).toMatchObject({ ok: false, code: 'REASON_REQUIRED' });
    expect(reviewTransition('APPROVED', 'REJECTED', { ...who, revise: true, reason: 'Peak season' })).toEqual({
      ok: true, status: 'REJECTED', entry: { kind: 'REVISION', from: 'APPROVED', to: 'REJECTED', reviewerId: 'admin', reason: 'Peak season' },
    });
  });
});
