import { currentLocale } from '../../providers/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the reader's locale writes it ("0,25" in es-ES, "0.25" in en-US, "1.234,5" in pt-BR): the one place
 * the client turns a number into text, with at most `maxDecimals` decimals and no padding zeros. `locale` defaults
 * to the interface language; components re-render on a language change through useTranslation.
 */
export function formatNumber(value: number, maxDecimals = 2, locale: string = currentLocale()): string {
  const key = `${locale}|${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDecimals });
    formats.set(key, format);
  }
  return format.format(value);
}

/** The locale's decimal separator, for inputs that take decimals (antd InputNumber's `decimalSeparator`). */
export function decimalSeparatorOf(locale: string = currentLocale()): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}
