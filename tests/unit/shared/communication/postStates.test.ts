import { describe, expect, it } from 'vitest';
import { canDeleteForGood, postMoveBetween, postMovesFrom, postPhase, reachesReader } from '../../../../src/shared/communication/postStates';
import { postAudience, postDates, resourceTarget } from '../../../../src/shared/rules/communication';

const NOW = new Date('2026-03-29T10:00:00Z'); // a daylight-saving Sunday in Europe: dates are instants, unaffected

describe('the life of a post', () => {
  it('drafts are published or discarded, published posts go to the bin, the bin restores drafts; nothing else', () => {
    expect(postMovesFrom('DRAFT')).toEqual(['publish', 'discard']);
    expect(postMovesFrom('PUBLISHED')).toEqual(['unpublish']);
    expect(postMovesFrom('BIN')).toEqual(['restore']);
    expect(postMoveBetween('PUBLISHED', 'DRAFT')).toBeUndefined();
    expect(postMoveBetween('BIN', 'PUBLISHED')).toBeUndefined();
    expect(canDeleteForGood('BIN')).toBe(true);
    expect(canDeleteForGood('PUBLISHED')).toBe(false);
  });

  it('a published post is scheduled before its date, on the billboard inside its window, expired after', () => {
    expect(postPhase({ status: 'PUBLISHED', publishAt: '2026-03-30T00:00:00Z' }, NOW)).toBe('SCHEDULED');
    expect(postPhase({ status: 'PUBLISHED', publishAt: '2026-03-29T09:59:00Z', expiresAt: null }, NOW)).toBe('LIVE');
    expect(postPhase({ status: 'PUBLISHED', publishAt: null, expiresAt: '2026-03-29T10:00:00Z' }, NOW)).toBe('EXPIRED');
    expect(postPhase({ status: 'DRAFT', publishAt: '2020-01-01T00:00:00Z' }, NOW)).toBe('DRAFT');
    // flyers have no status: their dates alone decide
    expect(postPhase({ publishAt: '2026-03-01T00:00:00Z', expiresAt: '2026-04-01T00:00:00Z' }, NOW)).toBe('LIVE');
  });

  it('reaches the whole company, or readers of one of its units', () => {
    expect(reachesReader({ audience: 'COMPANY' }, new Set(['a']))).toBe(true);
    expect(reachesReader({ audience: 'UNITS', unitIds: ['a', 'b'] }, new Set(['b']))).toBe(true);
    expect(reachesReader({ audience: 'UNITS', unitIds: ['a'] }, new Set(['c']))).toBe(false);
    expect(reachesReader({ audience: 'UNITS', unitIds: ['a'] }, null)).toBe(true);
  });
});

describe('the form rules of posts, flyers and resources', () => {
  it('an audience of units names one, the expiry follows the publication, a link has its address', () => {
    expect(postAudience({ audience: 'UNITS', unitIds: [] })).toEqual([expect.objectContaining({ field: 'unitIds', code: 'AUDIENCE_UNITS_REQUIRED' })]);
    expect(postAudience({ audience: 'COMPANY', unitIds: [] })).toEqual([]);
    expect(postDates({ publishAt: '2026-04-02T00:00:00Z', expiresAt: '2026-04-01T00:00:00Z' })).toEqual([expect.objectContaining({ field: 'expiresAt', code: 'EXPIRY_BEFORE_PUBLICATION' })]);
    expect(postDates({ publishAt: null, expiresAt: '2026-04-01T00:00:00Z' })).toEqual([]);
    expect(resourceTarget({ kind: 'LINK', url: '' })).toEqual([expect.objectContaining({ field: 'url', code: 'RESOURCE_URL_REQUIRED' })]);
    expect(resourceTarget({ kind: 'FILE' })).toEqual([]);
  });
});
