import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';

/**
 * The texts of a company custom field, carried by the overlay file itself (never by the bundled locale files):
 * `"x-labels": { "es-ES": { "title": "Talla", "description": "…", "enum": { "XS": "Extra pequeña" } }, "en-US": …, "pt-BR": … }`.
 * Every locale needs a title; description and enum labels are optional (an enum value without one shows as itself).
 */
export interface FieldLabels {
  title: string;
  description?: string;
  enum?: Record<string, string>;
}

export type OverlayLabels = Partial<Record<Locale, FieldLabels>>;

const isLabels = (v: unknown): v is FieldLabels => !!v && typeof v === 'object' && typeof (v as FieldLabels).title === 'string';

/** The labels of a property for `locale` (falling back to the default locale), or undefined when it carries none. */
export function fieldLabels(prop: object | undefined, locale: string): FieldLabels | undefined {
  const labels = (prop as { 'x-labels'?: unknown } | undefined)?.['x-labels'];
  if (!labels || typeof labels !== 'object') return undefined;
  const byLocale = labels as Record<string, unknown>;
  const exact = byLocale[(LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_LOCALE];
  if (isLabels(exact)) return exact;
  return isLabels(byLocale[DEFAULT_LOCALE]) ? (byLocale[DEFAULT_LOCALE] as FieldLabels) : undefined;
}

/** The label of one enum value (`null` is the empty choice), or the value itself. */
export function enumLabel(labels: FieldLabels | undefined, value: unknown): string {
  const key = value === null ? '' : String(value);
  return labels?.enum?.[key] ?? key;
}
