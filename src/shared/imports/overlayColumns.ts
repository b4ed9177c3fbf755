import { LOCALES } from '../i18n/locales';
import { enumLabel, fieldLabels } from '../overlayLabels';

/** The part of a property the import reads (the browser's and the server's JsonSchema types both fit). */
interface PropertyLike {
  type?: string | string[];
  enum?: unknown[];
  'x-overlay'?: unknown;
  [keyword: string]: unknown;
}

/** A company custom field as an import column: its name and its header in every locale (x-labels). */
export interface CustomImportColumn {
  key: string;
  /** header in each locale, in LOCALES order */
  labels: string[];
}

const typesOf = (p: PropertyLike) => (Array.isArray(p.type) ? p.type : p.type ? [p.type] : ['string']).filter((t) => t !== 'null');

/** One value per cell: custom fields holding a list or an object are left out of the file. */
const isCellField = (p: PropertyLike) => typesOf(p).every((t) => ['string', 'number', 'integer', 'boolean'].includes(t));

/** The company's custom fields of the effective user schema (`x-overlay`) that fit in a cell, in schema order. */
export function customImportColumns(schema: { properties?: Record<string, PropertyLike> } | undefined): CustomImportColumn[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, p]) => p['x-overlay'] === true && isCellField(p))
    .map(([key, p]) => ({ key, labels: LOCALES.map((l) => fieldLabels(p, l)?.title ?? key) }));
}

const YES = new Set(['true', '1', 'si', 'sí', 'sim', 'yes', 'x']);
const NO = new Set(['false', '0', 'no', 'não', 'nao']);

/**
 * A cell's text as the custom field's value: a number for numbers, true/false for yes/no words of any locale, the
 * enum value for its label in any locale. Text that does not convert stays text, so the schema check names the cell.
 */
export function customCellValue(prop: PropertyLike, text: string): unknown {
  const types = typesOf(prop);
  const lower = text.toLowerCase();
  if (Array.isArray(prop.enum)) {
    const match = prop.enum.find((v) => v !== null && (String(v).toLowerCase() === lower
      || LOCALES.some((l) => enumLabel(fieldLabels(prop, l), v).toLowerCase() === lower)));
    if (match !== undefined) return match;
  }
  if ((types.includes('number') || types.includes('integer')) && /^-?\d+([.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  if (types.includes('boolean')) {
    if (YES.has(lower)) return true;
    if (NO.has(lower)) return false;
  }
  return text;
}
