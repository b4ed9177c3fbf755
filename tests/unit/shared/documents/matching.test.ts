import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { confidenceLevel, MATCH_CONFIDENCE, MATCH_REASONS, REVIEW_BELOW_CONFIDENCE } from '../../../../src/shared/documents/matching';
import { LOCALES } from '../../../../src/shared/i18n/locales';

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../../src/shared/i18n/${locale}/documents.json`, import.meta.url), 'utf8')) as {
    match: { reasons: Record<string, string>; confidence: Record<string, string>; phases: Record<string, string> };
  };

describe('match reasons and confidence labels', () => {
  it('only matches by document number need no review', () => {
    expect(MATCH_REASONS.filter((r) => MATCH_CONFIDENCE[r] >= REVIEW_BELOW_CONFIDENCE)).toEqual(['DOCUMENT_NUMBER_AND_NAME', 'DOCUMENT_NUMBER']);
    expect(MATCH_REASONS.map((r) => confidenceLevel(MATCH_CONFIDENCE[r]))).toEqual(['high', 'high', 'medium', 'none', 'none']);
  });

  it.each(LOCALES)('every reason, level and phase has a label in %s', (locale) => {
    const { match } = texts(locale);
    expect(Object.keys(match.reasons).sort()).toEqual([...MATCH_REASONS].sort());
    expect(Object.keys(match.confidence).sort()).toEqual(['high', 'medium', 'none']);
    expect(Object.keys(match.phases).sort()).toEqual(['extract', 'inspect', 'match', 'split']);
  });
});
