import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/authContext';
import { DEFAULT_TIME_ZONE } from '../areas/workdays/timeZones';
import { reportDocument } from './document';
import { companyLogo } from './logo';
import { renderPdf } from './printer';
import { reportPdfTexts } from './texts';

/**
 * The shared report PDF (issue 23 item 7): every tabular report of the product printed the same way with pdfmake —
 * A4 (portrait or landscape), Roboto, the caller's company logo (companies.image, PNG/JPEG) and name at the top, the
 * title, an optional subtitle and facts (filters applied, key figures), then tables whose header row repeats on every
 * page; a footer "Generated on …" and "Page x of y" in the reader's language (i18n namespace `reportpdf`).
 * No URL is ever fetched and no file but the fonts is read.
 */
export interface ReportPdfColumn { header: string; width?: number | '*' | 'auto'; align?: 'left' | 'right' | 'center' }
export interface ReportPdfTable { title?: string; columns: ReportPdfColumn[]; rows: Array<Array<string | number | null>> }
export interface ReportPdfInput {
  /** already localized by the caller */
  title: string;
  /** e.g. the period or the "as of" date */
  subtitle?: string;
  /** key figures / filters applied, shown above the tables */
  facts?: Array<[label: string, value: string]>;
  /** a heading above the facts (e.g. "Company data") */
  factsTitle?: string;
  tables: ReportPdfTable[];
  /** default portrait; use landscape for many columns */
  orientation?: 'portrait' | 'landscape';
  /** the clock of the "generated on" line (tests); default now */
  now?: Date;
  /** time zone of the "generated on" line; default Europe/Madrid */
  timeZone?: string;
}

/**
 * A PDF of the report for the caller's company (logo, generated-at line, page x of y in the reader's locale).
 * `auth`: requireAuth(request.auth) in a route, jobAuth(...) in a job; `locale`: localeOf(request) or the job's locale.
 */
export async function renderReportPdf(api: FastifyInstance, auth: Pick<AuthContext, 'company'>, locale: string, input: ReportPdfInput): Promise<Buffer> {
  const texts = reportPdfTexts(locale, input.now ?? new Date(), input.timeZone ?? DEFAULT_TIME_ZONE);
  const logo = await companyLogo(api, auth.company);
  return renderPdf(reportDocument(input, { companyName: auth.company.name, logo, ...texts }));
}
