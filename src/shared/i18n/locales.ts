/**
 * Locales (spec §9). Texts live in src/shared/i18n/<locale>/<namespace>.json; each file's content is placed
 * under its namespace name, so `errors.json` holding { "J004": "…" } is the key `errors.J004`.
 * Client and server read the same files; tests/unit/shared/i18n.test.ts fails when a key is missing in a locale.
 */
export const LOCALES = ['es-ES', 'en-US', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es-ES';

/** Pick the supported locale named by a header such as `en-US,en;q=0.9` (falls back to es-ES). */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const lang = LOCALES.find((l) => l.slice(0, 2) === tag.slice(0, 2));
    if (lang) return lang;
  }
  return DEFAULT_LOCALE;
}

/** Replace `{{name}}` placeholders (i18next style) for code outside i18next (server messages). */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => (values[k] === undefined ? `{{${k}}}` : String(values[k])));
}
