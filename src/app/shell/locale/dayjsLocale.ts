import dayjs from 'dayjs';
import type { Locale } from '../../../shared/i18n/locales';

/** dayjs locale names and loaders (English is built in). */
const DAYJS_NAMES: Record<Locale, string> = { 'es-ES': 'es', 'en-US': 'en', 'pt-BR': 'pt-br' };
const loaders: Partial<Record<Locale, () => Promise<unknown>>> = {
  'es-ES': () => import('dayjs/locale/es'),
  'pt-BR': () => import('dayjs/locale/pt-br'),
};

/** Load the locale's dayjs texts (month and weekday names) and make it the global dayjs locale. */
export async function applyDayjsLocale(locale: Locale): Promise<void> {
  await loaders[locale]?.();
  dayjs.locale(DAYJS_NAMES[locale]);
}
