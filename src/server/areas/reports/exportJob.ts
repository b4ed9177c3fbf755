import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import { fileStoreFor, type FileStore } from '../../files';
import { pickLocale } from '../../../shared/i18n/locales';
import { ApiError } from '../../http/apiError';
import type { JobHandler } from '../../jobs';
import { unitScopeOf } from '../../permissions/unitScope';
import { jobAuth } from '../imports/jobAuth';
import {
  detailedRows, emptyTotals, generalTotals, generalView, reportContext, reportPeopleIds, shiftsTotals, shiftsView,
  summaryRows, SUMMARY_NUMBERS, type ReportFilters,
} from './reportQuery';
import { REPORT_KINDS, ReportWorkbook, reportFileName, type ReportKind } from './reportWorkbook';

export const REPORTS_JOB = 'reports.workdays';
/** collaborators per query while exporting: one query per chunk, never one per person */
export const EXPORT_CHUNK = 250;
/** finished export files older than this are removed when a new export starts */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;

export interface ReportJobPayload {
  kind: ReportKind;
  from: string;
  to: string;
  filters?: ReportFilters;
  locale: string;
}

/**
 * A finished export is kept in the `exports` file store (DATA_DIR/exports or the bucket: any server process serves
 * the download of a job another one ran; never the public file route) as `<job id without dashes>.<ext>`. It is
 * written to a scratch file of this process first, beside the local store's folder (so keeping it is a rename there).
 */
export const exportName = (jobId: string, ext: 'xlsx' | 'pdf'): string => `${jobId.replace(/-/g, '')}.${ext}`;
export const exportScratchPath = (dataDir: string, companyId: string, jobId: string, ext: 'xlsx' | 'pdf'): string =>
  path.join(dataDir, 'exports', companyId, `.${jobId}.${ext}.partial`);
type StoreConfig = Pick<ServerConfig, 'dataDir' | 's3'>;
export const exportStore = (config: StoreConfig): FileStore => fileStoreFor(config, 'exports');

/** Moves a finished scratch file into the exports store under the job's name. */
export async function keepExport(config: StoreConfig, companyId: string, jobId: string, ext: 'xlsx' | 'pdf', scratch: string): Promise<void> {
  await exportStore(config).putFile(companyId, scratch, ext, exportName(jobId, ext));
}

/** Removes export files (and leftovers of interrupted ones) older than EXPORT_TTL_MS, in every company's folder. */
export const sweepExports = (config: StoreConfig, now = Date.now()): Promise<number> => exportStore(config).sweep(EXPORT_TTL_MS, now);

/**
 * Writes a report to an XLSX file: the covered collaborators are listed once, then read EXPORT_CHUNK at a time (one
 * aggregate or detail query per chunk) and streamed into the workbook; progress = collaborators done / total. Runs
 * with the creator's current rights and unit scope (reports GET). Result `{ fileName, rows, kind }`.
 */
export function reportsExportJob(api: FastifyInstance): JobHandler {
  return async ({ job, db, progress, signal }) => {
    const auth = await jobAuth(api, job, 'reports', 'GET');
    const payload = job.payload as unknown as ReportJobPayload;
    if (!REPORT_KINDS.includes(payload.kind)) throw new ApiError(400, 'VALIDATION_ERROR');
    const locale = pickLocale(payload.locale);
    const scope = await unitScopeOf(db, auth);
    const ctx = await reportContext(db, auth, scope, payload);
    const ids = await reportPeopleIds(db, ctx);
    progress(0, ids.length);

    const temp = exportScratchPath(api.config.dataDir, job.companyId, job.id, 'xlsx');
    await fs.mkdir(path.dirname(temp), { recursive: true });
    const book = await ReportWorkbook.open(temp, locale, payload.kind);
    const sum = emptyTotals();
    try {
      for (let i = 0; i < ids.length; i += EXPORT_CHUNK) {
        if (signal.aborted) throw new Error('aborted');
        const chunk = ids.slice(i, i + EXPORT_CHUNK);
        if (payload.kind === 'detailed') {
          const { rows } = await detailedRows(db, ctx, { ids: chunk });
          for (const r of rows) book.addWorkday(r);
        } else {
          const { rows, totals } = await summaryRows(db, ctx, { ids: chunk });
          for (const k of SUMMARY_NUMBERS) sum[k] += totals[k];
          for (const r of rows) {
            const { userId: _id, ...view } = payload.kind === 'general' ? generalView(r) : shiftsView(r);
            book.addSummary(view);
          }
        }
        progress(Math.min(ids.length, i + chunk.length));
      }
      if (payload.kind !== 'detailed') {
        book.addSummary({ name: book.totalsLabel(), ...(payload.kind === 'general' ? generalTotals(sum) : shiftsTotals(sum)) }, true);
      }
      await book.commit();
      await keepExport(api.config, job.companyId, job.id, 'xlsx', temp);
    } catch (err) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw err;
    }
    return { fileName: reportFileName(locale, payload.kind, payload.from, payload.to), rows: book.rows, kind: payload.kind };
  };
}
