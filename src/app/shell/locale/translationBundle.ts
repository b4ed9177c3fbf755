import type { Locale } from '../../../shared/i18n/locales';

type JsonModule = { default: Record<string, unknown> };

/**
 * Every namespace file of every locale as a lazy import: Vite emits one small chunk per file and only the chosen
 * locale's files are fetched. `server.json` holds mail texts and stays on the server.
 */
const files = import.meta.glob<JsonModule>(['../../../shared/i18n/*/*.json', '!../../../shared/i18n/*/server.json']);

/**
 * What the public pages (login, password reset, 404, maintenance) show: loaded first, so the login page does not
 * download every area's texts; the rest come once someone signs in (src/app/providers/i18n.ts `loadAllTexts`).
 */
export const PUBLIC_NAMESPACES = ['common', 'auth', 'errors', 'toasts'];

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The locale's namespaces (all, or those `wanted`) as one object `{ common: …, auth: …, errors: … }`. */
export async function loadTranslationBundle(locale: Locale, wanted?: (namespace: string) => boolean): Promise<Record<string, unknown>> {
  const mine = Object.entries(files).filter(([path]) => path.includes(`/${locale}/`) && (!wanted || wanted(namespaceOf(path))));
  const loaded = await Promise.all(mine.map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const));
  return Object.fromEntries(loaded);
}
