import type { Locale } from '../../../shared/i18n/locales';

type Texts = Record<string, Record<string, unknown>>;

/**
 * What the public pages (login, password reset, 404, maintenance) show: loaded first, so the login page does not
 * download every area's texts; the rest come once someone signs in (src/app/providers/i18n.ts `loadAllTexts`).
 * texts/<locale>.public.ts globs these same four files.
 */
export const PUBLIC_NAMESPACES = ['common', 'auth', 'errors', 'toasts'];

export type TextPart = 'public' | 'areas';

/**
 * Each locale's texts as two lazy chunks, the public ones and every area's, each holding its namespace files
 * together: one download and one compression over all of them (issue 21: 66 small chunks compressed apart were half
 * again as large on the wire). Only the chosen locale's are fetched. `server.json` holds mail texts and stays on the
 * server.
 */
const PARTS: Record<Locale, Record<TextPart, () => Promise<{ default: Texts }>>> = {
  'es-ES': { public: () => import('./texts/es-ES.public'), areas: () => import('./texts/es-ES.areas') },
  'en-US': { public: () => import('./texts/en-US.public'), areas: () => import('./texts/en-US.areas') },
  'pt-BR': { public: () => import('./texts/pt-BR.public'), areas: () => import('./texts/pt-BR.areas') },
};

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The locale's namespaces (both parts, or the one asked for) as one object `{ common: …, auth: …, errors: … }`. */
export async function loadTranslationBundle(locale: Locale, part?: TextPart): Promise<Record<string, unknown>> {
  const parts = part ? [part] : (['public', 'areas'] as const);
  const loaded = await Promise.all(parts.map(async (name) => (await PARTS[locale][name]()).default));
  return Object.fromEntries(loaded.flatMap((files) => Object.entries(files).map(([path, texts]) => [namespaceOf(path), texts])));
}
