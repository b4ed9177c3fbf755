import type { FastifyInstance } from 'fastify';
import en from '../../../shared/i18n/en-US/reportpdf.json';
import es from '../../../shared/i18n/es-ES/reportpdf.json';
import pt from '../../../shared/i18n/pt-BR/reportpdf.json';
import type { Locale } from '../../../shared/i18n/locales';
import type { ListQuery } from '../../../shared/listQuery';
import type { AuthContext } from '../../auth/authContext';
import type { ApiRecord } from '../../engine/records';
import { renderReportPdf } from '../../reportPdf';
import type { Column } from './collaboratorWorkbook';

const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof en>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's value as a reader would say it: `Madrid`, `≥ 2024-01-01`, `a, b`. */
function filterText(value: unknown, show: (v: unknown) => string): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return show(value);
  const ops: Record<string, string> = { eq: '', ne: '≠ ', contains: '∋ ', in: '', gte: '≥ ', lte: '≤ ', between: '', null: '∅ ' };
  return Object.entries(value as Record<string, unknown>).map(([op, v]) => `${ops[op] ?? `${op} `}${Array.isArray(v) ? v.map(show).join(op === 'between' ? ' – ' : ', ') : show(v)}`).join(' · ');
}

/**
 * The collaborators report (POST /users/report/export format=pdf) on the shared report PDF: exactly the chosen
 * columns in their order (landscape past six), the search and filters applied as facts, and the number of rows.
 */
export function collaboratorReportPdf(api: FastifyInstance, auth: AuthContext, locale: Locale, all: Column[], columns: string[], rows: ApiRecord[], list: ListQuery, asOf?: string): Promise<Buffer> {
  const t = TEXTS[locale].collaborators;
  const chosen = columns.flatMap((key) => all.filter((c) => c.key === key));
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const show = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' && ISO_DATE.test(v) ? day.format(new Date(`${v}T00:00:00Z`)) : String(v));
  const facts: Array<[string, string]> = [[t.count, String(rows.length)]];
  if (asOf) facts.push([t.asOf, show(asOf)]);
  if (list.q) facts.push([t.search, list.q]);
  for (const [field, value] of Object.entries(list.filters ?? {})) {
    const column = all.find((c) => c.key === field);
    // a unit filter shows the unit's name, as the column does
    const named = column && (field === 'mainBranch' || field === 'active') ? (v: unknown) => show(column.value({ [field]: v } as ApiRecord)) : show;
    facts.push([column?.header ?? field, filterText(value, named)]);
  }
  return renderReportPdf(api, auth, locale, {
    title: t.title,
    facts,
    orientation: chosen.length > 6 ? 'landscape' : 'portrait',
    tables: [{ columns: chosen.map((c) => ({ header: c.header })), rows: rows.map((r) => chosen.map((c) => show(c.date ? r[c.key] : c.value(r)))) }],
  });
}
