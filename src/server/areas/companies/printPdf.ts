import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import { renderReportPdf, type ReportPdfInput } from '../../reportPdf';

type Row4 = [string, string, string, string];

/** What the printable company file holds (POST /companies/print): each sheet only when asked for, already localized. */
export interface PrintData {
  title: string;
  company?: { label: string; value: string }[];
  branches?: { columns: Row4; rows: Row4[] };
  collaborators?: { columns: Row4; rows: Row4[] };
  headings: { company: string; branches: string; collaborators: string };
}

/** The file as the shared report PDF's input: the company's data as facts, units and collaborators as tables. */
export function companyPrintInput(data: PrintData): ReportPdfInput {
  const tables: ReportPdfInput['tables'] = [];
  const table = (title: string, sheet: { columns: Row4; rows: Row4[] }) =>
    tables.push({ title, columns: sheet.columns.map((header, i) => ({ header, width: i === 0 ? '*' : 'auto' })), rows: sheet.rows });
  if (data.branches) table(data.headings.branches, data.branches);
  if (data.collaborators) table(data.headings.collaborators, data.collaborators);
  return {
    title: data.title,
    ...(data.company ? { factsTitle: data.headings.company, facts: data.company.map(({ label, value }) => [label, value] as [string, string]) } : {}),
    tables,
  };
}

/**
 * The printable A4 company file on the shared report-PDF module (src/server/reportPdf): the company's logo, tables
 * whose header row repeats on every page, "Page x of y" and the generated-on line in the reader's language.
 */
export const buildCompanyPdf = (api: FastifyInstance, auth: Pick<AuthContext, 'company'>, locale: string, data: PrintData): Promise<Buffer> =>
  renderReportPdf(api, auth, locale, companyPrintInput(data));
