import i18next from 'i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import { loadAntdLocale } from '../shell/locale/antdLocale';
import { applyDayjsLocale } from '../shell/locale/dayjsLocale';
import { loadTranslationBundle } from '../shell/locale/translationBundle';
import { setRequestLocale } from './http';

/**
 * The one i18next instance. One namespace (`translation`) holds every file of the locale under its stem:
 * `common.menu.team`, `auth.login.title`, `errors.FORBIDDEN`, `branchoffices.title`.
 */
export const i18n = i18next.createInstance();

const STORAGE_KEY = 'hr.locale';
let antdLocale: AntdLocale | undefined;

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The saved choice, else es-ES (spec §9: the default locale, whatever the browser says). */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/** antd's texts for the current locale (loaded with it). */
export const currentAntdLocale = (): AntdLocale | undefined => antdLocale;

/** Fetch everything a locale needs: our texts, antd's texts, dayjs month names. */
async function loadLocale(locale: Locale): Promise<void> {
  const [bundle, antd] = await Promise.all([loadTranslationBundle(locale), loadAntdLocale(locale), applyDayjsLocale(locale)]);
  i18n.addResourceBundle(locale, 'translation', bundle, true, true);
  antdLocale = antd;
}

function remember(locale: Locale): void {
  localStorage.setItem(STORAGE_KEY, locale);
  setRequestLocale(locale);
  document.documentElement.lang = locale;
}

/** Start i18next with the initial locale already loaded (called once before the first render). */
export async function initI18n(): Promise<void> {
  const locale = initialLocale();
  await i18n.use(initReactI18next).init({
    lng: locale,
    // only the chosen locale is fetched: a missing key shows the key (tests keep the three locales complete)
    fallbackLng: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  await loadLocale(locale);
  remember(locale);
  // re-render i18next consumers now that the bundle is in
  await i18n.changeLanguage(locale);
}

/** Switch language: texts, antd, dayjs, the Accept-Language of every request, and the saved choice. */
export async function changeLocale(locale: string): Promise<void> {
  const next = isLocale(locale) ? locale : DEFAULT_LOCALE;
  await loadLocale(next);
  remember(next);
  await i18n.changeLanguage(next);
}
