import type { ImportColumn } from '../../../shared/imports';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/imports.json';
import es from '../../../shared/i18n/es-ES/imports.json';
import pt from '../../../shared/i18n/pt-BR/imports.json';

/** The texts of the template file (the `imports` namespace; server/i18n.ts loads only errors and mail texts). */
const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof es>;

export const columnLabel = (locale: Locale, column: ImportColumn): string => TEXTS[locale].columns[column];
export const templateText = (locale: Locale, key: keyof typeof es.data.template): string => TEXTS[locale].data.template[key];
