import en from '../../shared/i18n/en-US/reportpdf.json';
import es from '../../shared/i18n/es-ES/reportpdf.json';
import pt from '../../shared/i18n/pt-BR/reportpdf.json';
import { interpolate, pickLocale, type Locale } from '../../shared/i18n/locales';

const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof en>;

/** The fixed texts of every report PDF (page x of y, generated on …) in the reader's language. */
export function reportPdfTexts(locale: string, now: Date, timeZone: string) {
  const l = pickLocale(locale);
  const t = TEXTS[l];
  const date = new Intl.DateTimeFormat(l, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(now);
  return {
    locale: l,
    generatedOn: interpolate(t.generatedOn, { date }),
    page: (n: number, of: number) => interpolate(t.page, { n, of }),
    noRows: t.noRows,
  };
}
