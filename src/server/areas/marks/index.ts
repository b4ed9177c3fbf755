export { registerMarkRoutes } from './markRoutes';
export { ingestMarks, type MarkResult } from './ingestMarks';
