import type { Locale } from '../../../shared/i18n/locales';

type JsonModule = { default: Record<string, unknown> };

/**
 * Every namespace file of every locale as a lazy import: Vite emits one small chunk per file and only the chosen
 * locale's files are fetched. `server.json` holds mail texts and stays on the server.
 */
const files = import.meta.glob<JsonModule>(['../../../shared/i18n/*/*.json', '!../../../shared/i18n/*/server.json']);

/** The locale's namespaces as one object `{ common: …, auth: …, errors: … }` (namespace = file stem). */
export async function loadTranslationBundle(locale: Locale): Promise<Record<string, unknown>> {
  const mine = Object.entries(files).filter(([path]) => path.includes(`/${locale}/`));
  const loaded = await Promise.all(
    mine.map(async ([path, load]) => {
      const namespace = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      return [namespace, (await load()).default] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
