import type { FastifyInstance } from 'fastify';
import en from '../../../shared/i18n/en-US/reportpdf.json';
import es from '../../../shared/i18n/es-ES/reportpdf.json';
import pt from '../../../shared/i18n/pt-BR/reportpdf.json';
import type { Locale } from '../../../shared/i18n/locales';
import type { PayrollRow } from '../../../shared/payrollReport/fields';
import type { AuthContext } from '../../auth/authContext';
import { contentTypeOf } from '../../files/contentTypes';
import { renderReportPdf } from '../../reportPdf';
import { productTable, type PayrollFile } from './payrollFiles';
import type { PeriodState } from './payrollQuery';

const TEXTS = { 'es-ES': es, 'en-US': en, 'pt-BR': pt } satisfies Record<Locale, typeof en>;

/**
 * The pre-report of a period as a PDF (POST /nomine/export format=pdf): the product's sheet without its period
 * column (the period is a fact, with closed/open and the unit), landscape, on the shared report PDF.
 */
export async function payrollPdf(api: FastifyInstance, auth: AuthContext, rows: PayrollRow[], period: string, state: PeriodState, unitName: string | null, locale: Locale): Promise<PayrollFile> {
  const t = TEXTS[locale].payroll;
  const { headers, values, fixed } = productTable(rows, period, locale);
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));
  const body = await renderReportPdf(api, auth, locale, {
    title: t.title,
    subtitle: month,
    facts: [[t.period, period], [t.state, state.closed ? t.closed : t.open], [t.unit, unitName ?? t.allUnits]],
    orientation: 'landscape',
    tables: [{
      columns: headers.slice(1).map((header, i) => ({ header, align: i + 1 >= fixed - 4 && i + 1 < headers.length - 1 ? 'right' as const : 'left' as const })),
      rows: values.map((r) => r.slice(1)),
    }],
  });
  return { name: `${t.title.normalize('NFD').replace(/\p{M}+/gu, '').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${period}.pdf`, format: 'PDF', contentType: contentTypeOf('pdf'), body };
}
