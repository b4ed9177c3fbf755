import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/app/engine/render/formatDate';

describe('formatDate', () => {
  it('shows a plain date in the locale pattern without shifting the day', () => {
    expect(formatDate('2026-03-01', 'DD/MM/YYYY')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'MM/DD/YYYY')).toBe('03/01/2026');
  });

  it('answers unparsable values as they came and blank for nothing', () => {
    expect(formatDate('soon', 'DD/MM/YYYY')).toBe('soon');
    expect(formatDate(null, 'DD/MM/YYYY')).toBe('');
  });
});
