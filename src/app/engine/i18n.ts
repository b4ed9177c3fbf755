import { useTranslation } from '@refinedev/core';
import { useMemo } from 'react';

/** A translate function: the key's text, or the key itself when there is none (i18next behaviour). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Translate `key`; when the provider has no text for it, answer `fallback` instead of the bare key. */
export function translateOr(t: Translate, key: string, fallback: string, options?: Record<string, unknown>): string {
  const text = t(key, options);
  return !text || text === key ? fallback : text;
}

/** Looks like an i18n key (`specialdays.fields.name`) rather than a text. */
export const isI18nKey = (value: string): boolean => /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(value);

/**
 * The provider's translate function and the current locale. `t` changes identity with the locale, so memoized
 * localized schemas and columns follow a language switch even if the provider keeps its own identity.
 */
export function useEngineI18n(): { t: Translate; locale: string } {
  const { translate, getLocale } = useTranslation();
  const locale = getLocale() ?? 'es-ES';
  const t = useMemo<Translate>(
    () => Object.assign((key: string, options?: Record<string, unknown>) => translate(key, options), { locale }),
    [translate, locale],
  );
  return { t, locale };
}
