import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/demographics.json';
import es from '../../../shared/i18n/es-ES/demographics.json';
import pt from '../../../shared/i18n/pt-BR/demographics.json';

type Texts = typeof en;
const TEXTS: Record<Locale, Texts> = { 'en-US': en, 'es-ES': es as Texts, 'pt-BR': pt as Texts };

/** The demographics texts of a locale: the same file the screen reads (src/shared/i18n/<locale>/demographics.json). */
export const demographicsTexts = (locale: Locale): Texts => TEXTS[locale] ?? TEXTS['es-ES'];
