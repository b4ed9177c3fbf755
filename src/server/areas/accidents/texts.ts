import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/accidents.json';
import es from '../../../shared/i18n/es-ES/accidents.json';
import pt from '../../../shared/i18n/pt-BR/accidents.json';

type Texts = typeof en;
const TEXTS: Record<Locale, Texts> = { 'en-US': en, 'es-ES': es as Texts, 'pt-BR': pt as Texts };

/** The accident texts of a locale: the same file the screens read (src/shared/i18n/<locale>/accidents.json). */
export const accidentTexts = (locale: Locale): Texts => TEXTS[locale] ?? TEXTS['es-ES'];
