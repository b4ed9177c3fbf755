import type { I18nProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale, i18n } from './i18n';

/**
 * Refine's built-in keys (`buttons.save`, `notifications.createSuccess`, `pages.error.404`, `warnWhenUnsavedChanges`…)
 * have no namespace of their own: they live in common.json and are looked up as `common.<key>`.
 */
function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const opts = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  // Refine also calls translate(key, defaultMessage)
  const fallback = typeof options === 'string' ? options : defaultMessage;
  if (i18n.exists(key)) return i18n.t(key, opts);
  if (i18n.exists(`common.${key}`)) return i18n.t(`common.${key}`, opts);
  return fallback ?? i18n.t(key, opts);
}

/**
 * Refine's i18nProvider, rebuilt when the language changes or texts arrive (react-i18next gives a new `t` then), so
 * that every `useTranslate` consumer re-renders.
 */
export function useI18nProvider(): I18nProvider {
  const { t: texts } = useTranslation();
  // A new object per language and text set, so Refine's useTranslate consumers re-render. getLocale and
  // changeLocale must read live state: Refine's useGetLocale/useSetLocale keep the first provider's functions.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo<I18nProvider>(() => ({ translate, changeLocale, getLocale: currentLocale }), [texts]);
}
