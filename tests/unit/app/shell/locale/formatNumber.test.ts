import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, formatNumber } from '../../../../../src/app/shell/locale/formatNumber';

/** Numbers read as the reader's locale writes them ("0,25 h" in Spain, "0.25 h" in the US). */
describe('formatNumber', () => {
  it('writes decimals with the locale separator and no padding zeros', () => {
    expect(formatNumber(0.25, 2, 'es-ES')).toBe('0,25');
    expect(formatNumber(0.25, 2, 'en-US')).toBe('0.25');
    expect(formatNumber(0.25, 2, 'pt-BR')).toBe('0,25');
    expect(formatNumber(5.5, 2, 'es-ES')).toBe('5,5');
    expect(formatNumber(8, 2, 'en-US')).toBe('8');
  });

  it('rounds to the decimals asked for and groups thousands', () => {
    expect(formatNumber(2.345, 1, 'es-ES')).toBe('2,3');
    expect(formatNumber(12345.5, 1, 'es-ES')).toBe('12.345,5');
    expect(formatNumber(12345.5, 1, 'en-US')).toBe('12,345.5');
  });

  it('names the decimal separator an input should accept', () => {
    expect(decimalSeparatorOf('es-ES')).toBe(',');
    expect(decimalSeparatorOf('en-US')).toBe('.');
    expect(decimalSeparatorOf('pt-BR')).toBe(',');
  });
});
