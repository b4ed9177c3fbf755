import type { Locale } from '../../../shared/i18n/locales';

type Texts = Record<string, Record<string, unknown>>;

/**
 * What the public pages (login, password reset, 404, maintenance) show: loaded first, so the login page does not
 * download every area's texts; the rest come once someone signs in (src/app/providers/i18n.ts `loadAllTexts`).
 * texts/<locale>.public.ts globs these same four files.
 */
export const PUBLIC_NAMESPACES = ['common', 'auth', 'errors', 'toasts'];

/**
 * What the signed-in shell and its first screen (/team) use whole: the generic engine, the people, the header's bell,
 * file notices, support and subscription banners, help, imports and the approvals badge. texts/<locale>.shell.ts
 * globs these, and every other area's menu entries and title (src/shared/i18n/menuTexts.ts); an area's other texts
 * come with the `areas` part when a page outside /team opens (src/app/providers/i18n.ts `loadAreaTexts`).
 */
export const SHELL_NAMESPACES = ['engine', 'users', 'notifications', 'documenthub', 'provider', 'subscription', 'help', 'imports', 'approvals'];

export type TextPart = 'public' | 'shell' | 'areas';

/**
 * Each locale's texts as three lazy chunks, the public ones, the shell's (at sign-in) and every area's (with the first
 * page outside /team), each holding its namespace files together: one download and one compression over all of them
 * (issue 21: 66 small chunks compressed apart were half again as large on the wire). Only the chosen locale's are
 * fetched. `server.json` holds mail texts and stays on the server.
 */
const PARTS: Record<Locale, Record<TextPart, () => Promise<{ default: Texts }>>> = {
  'es-ES': { public: () => import('./texts/es-ES.public'), shell: () => import('./texts/es-ES.shell'), areas: () => import('./texts/es-ES.areas') },
  'en-US': { public: () => import('./texts/en-US.public'), shell: () => import('./texts/en-US.shell'), areas: () => import('./texts/en-US.areas') },
  'pt-BR': { public: () => import('./texts/pt-BR.public'), shell: () => import('./texts/pt-BR.shell'), areas: () => import('./texts/pt-BR.areas') },
};

const namespaceOf = (path: string) => {
  const file = path.replace(/\?.*$/, '');
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
};

/**
 * The locale's namespaces (every part, or the ones asked for) as one object `{ common: …, auth: …, errors: … }`; a
 * later part's namespace replaces an earlier one's (the areas' whole files over the shell's menu entries).
 */
export async function loadTranslationBundle(locale: Locale, part?: TextPart | readonly TextPart[]): Promise<Record<string, unknown>> {
  const parts: readonly TextPart[] = part === undefined ? ['public', 'shell', 'areas'] : typeof part === 'string' ? [part] : part;
  const loaded = await Promise.all(parts.map(async (name) => (await PARTS[locale][name]()).default));
  return Object.fromEntries(loaded.flatMap((files) => Object.entries(files).map(([path, texts]) => [namespaceOf(path), texts])));
}
