/**
 * Server-side texts: error messages (`errors` namespace), mail texts (`server` namespace) and notifications' texts, read from the same
 * files as the client (src/shared/i18n/<locale>/<namespace>.json) once, when this module loads.
 */
import { DEFAULT_LOCALE, interpolate, type Locale } from '../shared/i18n/locales';
import errorsEn from '../shared/i18n/en-US/errors.json';
import notificationsEn from '../shared/i18n/en-US/notifications.json';
import serverEn from '../shared/i18n/en-US/server.json';
import errorsEs from '../shared/i18n/es-ES/errors.json';
import notificationsEs from '../shared/i18n/es-ES/notifications.json';
import serverEs from '../shared/i18n/es-ES/server.json';
import errorsPt from '../shared/i18n/pt-BR/errors.json';
import notificationsPt from '../shared/i18n/pt-BR/notifications.json';
import serverPt from '../shared/i18n/pt-BR/server.json';

type Texts = Record<string, unknown>;

const TEXTS: Record<Locale, Texts> = {
  'es-ES': { errors: errorsEs, server: serverEs, notifications: notificationsEs },
  'en-US': { errors: errorsEn, server: serverEn, notifications: notificationsEn },
  'pt-BR': { errors: errorsPt, server: serverPt, notifications: notificationsPt },
};

function lookup(texts: Texts, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translate a full key (`errors.NOT_ADMIN`, `server.resetPassword.subject`); falls back to es-ES, then to the key. */
export function translate(locale: Locale, key: string, values?: Record<string, unknown>): string {
  const text = lookup(TEXTS[locale], key) ?? lookup(TEXTS[DEFAULT_LOCALE], key);
  return text === undefined ? key : interpolate(text, values);
}

/** Whether a key has a text (used to tell error codes with a message from free text). */
export const hasText = (locale: Locale, key: string): boolean => lookup(TEXTS[locale], key) !== undefined;

/**
 * Error texts a resource declared outside the bundled locale files brings with it (`labels.<locale>.errors`, e.g.
 * the message of its own unique code). Never replaces a product text.
 */
export function addErrorTexts(locale: Locale, texts: Record<string, unknown>): void {
  const errors = TEXTS[locale].errors as Record<string, unknown>;
  TEXTS[locale].errors = { ...texts, ...errors };
}
