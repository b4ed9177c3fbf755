import type { ArticleStatus } from '../../../shared/inventory';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/articles.json';
import es from '../../../shared/i18n/es-ES/articles.json';
import pt from '../../../shared/i18n/pt-BR/articles.json';

/** The `articles` texts (server/i18n.ts loads only errors and mail texts): state names for messages and the export. */
export const ARTICLE_TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof es>;

export const statusLabel = (locale: Locale, status: ArticleStatus | string): string =>
  (ARTICLE_TEXTS[locale].enums.status as Record<string, string>)[status] ?? status;
