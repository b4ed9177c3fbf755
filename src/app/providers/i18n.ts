import i18next from 'i18next';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import type { ResourceDef } from '../../shared/resource';
import { loadAntdLocale } from '../shell/locale/antdLocale';
import { applyDayjsLocale } from '../shell/locale/dayjsLocale';
import { loadTranslationBundle, type TextPart } from '../shell/locale/translationBundle';
import { getSession } from '../session';
import { isTokenExpired } from '../shell/session/tokenExpiry';
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

/**
 * Which texts are loaded: the public pages' until someone signs in (a smaller login page), then the shell's (the menu,
 * the header, the first screen: /team), then every area's once a page outside /team opens (issue 21). `allTexts` is
 * the promise of the shell's for the current locale once asked for, `areaTexts` that of the areas'.
 */
let allTexts: Promise<void> | undefined;
let allTextsReady = false;
let areaTexts: Promise<void> | undefined;
let areaTextsReady = false;
const textListeners = new Set<() => void>();

/** The parts a locale switch fetches: the ones this session has asked for so far. */
const loadedParts = (): TextPart[] => ['public', ...(allTexts ? (['shell'] as const) : []), ...(areaTexts ? (['areas'] as const) : [])];

/** Fetch what a locale needs: our texts (the parts loaded so far), antd's texts, dayjs month names. */
async function loadLocale(locale: Locale): Promise<void> {
  const [bundle, antd] = await Promise.all([loadTranslationBundle(locale, loadedParts()), loadAntdLocale(locale), applyDayjsLocale(locale)]);
  i18n.addResourceBundle(locale, 'translation', bundle, true, true);
  antdLocale = antd;
}

/**
 * The texts a resource declaration carries (`labels`), in every locale at once so a language switch needs no new
 * download; each under the resource's name, as a bundled locale file would be (`costcentres.title`).
 */
export function addResourceLabels(resources: readonly ResourceDef[]): void {
  for (const { name, labels } of resources) {
    for (const locale of LOCALES) {
      const texts = labels?.[locale];
      if (texts) i18n.addResourceBundle(locale, 'translation', { [name]: texts }, true, true);
    }
  }
}

/**
 * The signed-in shell's texts for the current locale (the menu, the header, /team), and the server's resources with
 * their labels (after sign-in; the main layout waits for them).
 */
export function loadAllTexts(): Promise<void> {
  allTexts ??= (async () => {
    const locale = currentLocale();
    // the registry holds every bundled resource declaration: loaded with the signed-in texts, not on the login page
    const { fetchResources, resourceList, setResources } = await import('../engine/resourceRegistry');
    const [bundle, resources] = await Promise.all([loadTranslationBundle(locale, 'shell'), fetchResources()]);
    i18n.addResourceBundle(locale, 'translation', bundle, true, true);
    // labels first: the menu and routes re-render with the new list and must find their titles; a server that
    // lists none leaves the bundled list, and the route table stops waiting for it either way
    if (resources) addResourceLabels(resources);
    setResources(resources ?? resourceList());
    allTextsReady = true;
    textListeners.forEach((listener) => listener());
  })().catch((err: unknown) => {
    allTexts = undefined; // asked again on the next try
    throw err;
  });
  return allTexts;
}

export const allTextsLoaded = (): boolean => allTextsReady;

/** Every area's texts for the current locale: the main layout waits for them before any page outside /team. */
export function loadAreaTexts(): Promise<void> {
  areaTexts ??= (async () => {
    const locale = currentLocale();
    // a language switch while they load fetches the new language's areas itself (loadedParts counts them from now)
    i18n.addResourceBundle(locale, 'translation', await loadTranslationBundle(locale, 'areas'), true, true);
    areaTextsReady = true;
    textListeners.forEach((listener) => listener());
  })().catch((err: unknown) => {
    areaTexts = undefined;
    throw err;
  });
  return areaTexts;
}

export const areaTextsLoaded = (): boolean => areaTextsReady;

export function onAllTextsLoaded(listener: () => void): () => void {
  textListeners.add(listener);
  return () => textListeners.delete(listener);
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
    // texts arriving later (every area's, after sign-in) re-render the translating components, as a language switch does
    react: { bindI18nStore: 'added' },
  });
  // signed in already (a reload): the other areas' texts too, alongside, so no page shows a key (a failure is
  // retried by the main layout, which waits for them)
  const token = getSession()?.accessToken;
  const signedIn = Boolean(token && !isTokenExpired(token));
  await Promise.all([loadLocale(locale), signedIn ? loadAllTexts().catch(() => undefined) : undefined]);
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
