export { installJobRunner } from './installJobRunner';
export { JobRunner } from './jobRunner';
export { registerJobRoutes } from './jobRoutes';
export { yieldToEventLoop } from './yieldToEventLoop';
export type { JobContext, JobHandler, JobResult, JobRow, JobView } from './types';
