import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from './documentRoutes';
import { envelopeHooks } from './envelopeHooks';
import { registerEnvelopeRoutes } from './envelopeRoutes';
import { FILE_PROCESSING_JOB, fileProcessingJob } from './processJob';
import { registerSamplePayrollRoute } from './samplePayrollRoute';

/** The document hub (docs/api/documents.md): envelopes on the engine plus these calls and the processing job. */
export function registerDocumentHub(api: FastifyInstance): void {
  api.jobs.register(FILE_PROCESSING_JOB, fileProcessingJob(api));
  registerEnvelopeRoutes(api);
  registerDocumentRoutes(api);
  registerSamplePayrollRoute(api);
}

export const envelopeResourceHooks = envelopeHooks(false, registerDocumentHub);
