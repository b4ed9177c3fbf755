import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pickLocale } from '../../../shared/i18n/locales';
import type { JobHandler } from '../../jobs';
import { unitScopeOf } from '../../permissions/unitScope';
import { jobAuth } from '../imports/jobAuth';
import { bradfordRows, groupRequests, reportRequests, type DayoffGroupBy, type DayoffReportFilters } from './dayoffsQuery';
import { dayoffsFileName, writeDayoffsWorkbook } from './dayoffsWorkbook';
import { exportScratchPath, keepExport } from './exportJob';

export const DAYOFFS_REPORT_JOB = 'reports.dayoffs';

export interface DayoffsJobPayload extends DayoffReportFilters {
  groupBy: DayoffGroupBy;
  locale: string;
}

/**
 * Writes the absences report (grouped rows + Bradford sheet) to DATA_DIR/exports/<companyId>/<jobId>.xlsx, where the
 * workday exports live (same sweep), with the creator's current rights and units. Result `{ fileName, rows }`.
 */
export function dayoffsExportJob(api: FastifyInstance): JobHandler {
  return async ({ job, db, progress }) => {
    const auth = await jobAuth(api, job, 'reports', 'GET');
    const payload = job.payload as unknown as DayoffsJobPayload;
    const locale = pickLocale(payload.locale);
    const scope = await unitScopeOf(db, auth);
    const requests = await reportRequests(db, auth, scope, payload);
    const grouped = groupRequests(requests, payload.groupBy, payload.status ?? 'APPROVED');
    const bradford = bradfordRows(requests);
    progress(0, 1);

    const temp = exportScratchPath(api.config.dataDir, job.companyId, job.id, 'xlsx');
    await fs.mkdir(path.dirname(temp), { recursive: true });
    try {
      await writeDayoffsWorkbook(temp, locale, payload.groupBy, grouped, bradford);
      await keepExport(api.config, job.companyId, job.id, 'xlsx', temp);
    } catch (err) {
      await fs.rm(temp, { force: true }).catch(() => undefined);
      throw err;
    }
    progress(1, 1);
    return { fileName: dayoffsFileName(locale, payload.from, payload.to), rows: grouped.rows.length, bradford: bradford.length };
  };
}
