import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../shared/i18n/locales';
import type { AuthContext } from '../auth/authContext';
import { loadExcel } from '../files/excel';
import type { Engine } from './engine';
import type { NormalizedListQuery } from './listQuery';
import type { ApiRecord } from './records';
import { richTextToPlain } from './richText';
import type { ResourceService } from './resourceService';
import type { JsonSchema } from './schemaStore';
import { REPO_ROOT } from './storage/resourceFolders';

/** Rows read per query while exporting, and the most one file holds. */
const PAGE = 1_000;
export const MAX_EXPORT_ROWS = 50_000;
const PRIMARY = 'FF39E489';

type Texts = Record<string, unknown>;
const textCache = new Map<string, Texts>();

/** A resource's texts in a locale: its bundled namespace file, or the labels a `*.resource.json` declaration carries. */
function textsOf(service: ResourceService, locale: Locale): Texts {
  const key = `${service.resource.name}:${locale}`;
  let texts = textCache.get(key);
  if (!texts) {
    const file = path.join(REPO_ROOT, 'src', 'shared', 'i18n', locale, `${service.resource.name}.json`);
    texts = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Texts) : ((service.resource.labels?.[locale] ?? {}) as Texts);
    textCache.set(key, texts);
  }
  return texts;
}

const pick = (texts: Texts, ...keys: string[]): string | undefined => {
  let node: unknown = texts;
  for (const k of keys) node = node && typeof node === 'object' ? (node as Texts)[k] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const refTarget = (prop: JsonSchema): string | undefined => {
  const own = prop['x-ref'];
  const ofItems = prop.items?.['x-ref'];
  return typeof own === 'string' ? own : typeof ofItems === 'string' ? ofItems : undefined;
};

const BOOLEAN: Record<Locale, [string, string]> = { 'es-ES': ['Sí', 'No'], 'en-US': ['Yes', 'No'], 'pt-BR': ['Sim', 'Não'] };

/** Every row of a list query, page by page, up to MAX_EXPORT_ROWS: what an export writes. */
export async function allListRows(service: ResourceService, auth: AuthContext, scope: Set<string> | null, query: NormalizedListQuery): Promise<ApiRecord[]> {
  const rows: ApiRecord[] = [];
  for (let skip = 0; skip < MAX_EXPORT_ROWS; skip += PAGE) {
    const page = await service.list(auth, scope, { ...query, skip, limit: PAGE });
    rows.push(...page.rows);
    if (page.rows.length < PAGE) break;
  }
  return rows;
}

/**
 * Any engine list as an Excel sheet: the list's columns (and the company's own fields) in the caller's language,
 * the rows of the same query the screen shows (filters, search, order; every page), referenced records by name,
 * enumerations as the screen says them, dates as date cells, rich text as plain text.
 */
export async function exportList(engine: Engine, service: ResourceService, auth: AuthContext, scope: Set<string> | null, query: NormalizedListQuery, locale: Locale): Promise<Buffer> {
  const rows = await allListRows(service, auth, scope, query);
  const schema = service.schemaFor(auth);
  const props = schema.properties ?? {};
  const overlay = Object.keys(props).filter((f) => props[f]['x-overlay']);
  const fields = [...service.resource.list.columns.filter((f) => f in props), ...overlay.filter((f) => !service.resource.list.columns.includes(f))];
  const texts = textsOf(service, locale);

  const names = new Map<string, Map<string, string>>();
  for (const field of fields) {
    const target = refTarget(props[field]);
    if (!target) continue;
    const ids = new Set<string>();
    for (const r of rows) for (const v of [r[field]].flat()) if (typeof v === 'string') ids.add(v);
    names.set(field, await engine.service(target).namesOf(auth, [...ids]));
  }

  const title = (field: string) => {
    const labels = props[field]['x-labels'] as Record<string, { title?: string }> | undefined;
    return labels?.[locale]?.title ?? pick(texts, 'fields', field) ?? field;
  };
  const dateFormat = locale === 'en-US' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
  const cell = (field: string, value: unknown): unknown => {
    if (value === null || value === undefined || value === '') return null;
    const prop = props[field];
    const refs = names.get(field);
    if (refs) return [value].flat().map((id) => refs.get(String(id)) ?? '').filter(Boolean).join(', ');
    const enumOf = (v: unknown) => pick(texts, 'enums', field, String(v)) ?? (prop['x-labels'] as Record<string, { enum?: Record<string, string> }> | undefined)?.[locale]?.enum?.[String(v)] ?? String(v);
    if (Array.isArray(value)) return value.map(enumOf).join(', ');
    if (typeof value === 'boolean') return BOOLEAN[locale][value ? 0 : 1];
    if (prop.enum || prop.items?.enum) return enumOf(value);
    if (prop.format === 'date' && typeof value === 'string') return new Date(`${value.slice(0, 10)}T00:00:00Z`);
    if (prop.format === 'date-time' && typeof value === 'string') return new Date(value);
    if (prop.contentMediaType === 'text/html' && typeof value === 'string') return richTextToPlain(value);
    return typeof value === 'object' ? JSON.stringify(value) : value;
  };

  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheetName = (pick(texts, 'titles', 'list') ?? pick(texts, 'title') ?? service.resource.name).replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = fields.map((f) => ({
    header: title(f), key: f, width: Math.min(48, Math.max(14, title(f).length + 4)),
    style: props[f].format === 'date' ? { numFmt: dateFormat } : props[f].format === 'date-time' ? { numFmt: `${dateFormat} hh:mm` } : {},
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PRIMARY } };
  for (const r of rows) sheet.addRow(Object.fromEntries(fields.map((f) => [f, cell(f, r[f])])));
  if (rows.length && fields.length) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: fields.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The file's name: the list's title and the day. */
export function exportFileName(service: ResourceService, locale: Locale, day: string): string {
  const base = pick(textsOf(service, locale), 'title') ?? service.resource.name;
  return `${base.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || service.resource.name}-${day}.xlsx`;
}
