import type { FastifyInstance } from 'fastify';
import { isUnitScoped } from '../../shared/roles';
import { requireAuth, type AuthContext } from '../auth/authContext';
import { ID_PARAMS } from '../engine/resourceRoutes';
import { notFound } from '../http/apiError';
import { findJob } from './jobStore';
import { jobView } from './types';

/**
 * Who may read a job: anyone of its company, except that unit-scoped roles (administrator, manager, custom roles)
 * read only the jobs they started (another person's job may be about units outside their scope).
 */
const mayRead = (auth: AuthContext, job: { companyId: string; createdBy: string | null }): boolean =>
  job.companyId === auth.company.id && (!isUnitScoped(auth.role) || job.createdBy === auth.user.id);

/**
 * GET /jobs/:id → { data: { id, type, status, done, total, result, error, createdAt, finishedAt } }.
 * Another company's id (or one a scoped role did not start) answers 404 JOB_NOT_FOUND, like an unknown one.
 */
export function registerJobRoutes(api: FastifyInstance): void {
  api.get<{ Params: { id: string } }>('/jobs/:id', {
    // every dashboard role polls the jobs it started (imports, exports…); the job's own route checked the permission
    config: { authOnly: true },
    schema: { tags: ['jobs'], summary: 'A background job: status, progress, result', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const live = api.jobs.liveJob(request.params.id);
    if (live && mayRead(auth, live)) {
      const { companyId: _c, createdBy: _u, ...view } = live;
      return { data: { ...view, result: null, error: null, finishedAt: null } };
    }
    const job = await findJob(api.db, request.params.id);
    if (!job || !mayRead(auth, job)) throw notFound('JOB_NOT_FOUND');
    return { data: jobView(job) };
  });
}
