import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/posts.json';
import es from '../../../shared/i18n/es-ES/posts.json';
import pt from '../../../shared/i18n/pt-BR/posts.json';

/** The `posts` texts (server/i18n.ts loads only errors and mail texts): state names for the move's error message. */
const POST_TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof es>;

export const postStatusLabel = (locale: Locale, status: string): string =>
  (POST_TEXTS[locale].enums.status as Record<string, string>)[status] ?? status;
