import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import { renderReportPdf } from '../../reportPdf';
import type { Locale } from '../../../shared/i18n/locales';
import { formatRate } from '../../../shared/accidents/rates';
import type { AccidentReport } from '../../../shared/accidents/report';
import { reportTables } from './reportExport';
import { accidentTexts } from './texts';

/** The report as a PDF through the shared report-PDF module (logo, repeated headers, the reader's language). */
export function reportPdf(api: FastifyInstance, auth: AuthContext, locale: Locale, report: AccidentReport): Promise<Buffer> {
  const r = accidentTexts(locale).report;
  const [, ...tables] = reportTables(report, locale);
  return renderReportPdf(api, auth, locale, {
    title: r.title,
    subtitle: r.subtitle.replace('{{from}}', report.from).replace('{{to}}', report.to),
    facts: [
      [r.accidents, String(report.totals.accidents)], [r.withLeave, String(report.totals.withLeave)], [r.daysLost, String(report.totals.daysLost)],
      [r.hoursWorked, report.totals.hoursWorked.toLocaleString(locale)],
      [`${r.frequencyRate} (${r.frequencyHelp})`, formatRate(report.totals.frequencyRate, locale)],
      [`${r.severityRate} (${r.severityHelp})`, formatRate(report.totals.severityRate, locale)],
    ],
    tables: tables.map((t) => ({
      title: t.title,
      columns: t.headers.map((header, i) => ({ header, width: i === 0 ? '*' : 'auto', align: i === 0 ? 'left' : 'right' })),
      rows: t.rows,
    })),
    orientation: 'landscape',
  });
}
