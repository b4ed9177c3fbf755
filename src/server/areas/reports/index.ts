import type { FastifyInstance } from 'fastify';
import { REPORTS_JOB, reportsExportJob } from './exportJob';
import { registerReportRoutes } from './reportRoutes';
import { DAYOFFS_REPORT_JOB, dayoffsExportJob } from './dayoffsExportJob';
import { registerDayoffsReportRoutes } from './dayoffsRoutes';

/** Workday and shifts reports (/reports, /shifts-reports): on-screen pages and XLSX export jobs. */
export function registerReportAreaRoutes(api: FastifyInstance): void {
  api.jobs.register(REPORTS_JOB, reportsExportJob(api));
  registerReportRoutes(api);
  api.jobs.register(DAYOFFS_REPORT_JOB, dayoffsExportJob(api));
  registerDayoffsReportRoutes(api);
}
