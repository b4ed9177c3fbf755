import type { FastifyInstance } from 'fastify';
import { SHIFTS_GENERATE_JOB, shiftsGenerateJob } from './generateJob';
import { registerShiftRoutes } from './shiftRoutes';

/** Shifts calendar: plan, virtual shifts from weekly patterns, availability, 8-week generation job. */
export function registerShiftAreaRoutes(api: FastifyInstance): void {
  api.jobs.register(SHIFTS_GENERATE_JOB, shiftsGenerateJob(api));
  registerShiftRoutes(api);
}
