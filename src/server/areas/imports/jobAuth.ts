import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canUseDashboard, isKnownRole } from '../../../shared/roles';
import type { Action, ModuleKey } from '../../../shared/modules';
import type { AuthContext } from '../../auth/authContext';
import { companies, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { JobRow } from '../../jobs';

/**
 * The person who queued a job, as a request would see them now: still active, still in the company and still
 * allowed (module, action). A job runs with its creator's current rights and unit scope, not the ones they had.
 */
export async function jobAuth(api: FastifyInstance, job: JobRow, module: ModuleKey, action: Action): Promise<AuthContext> {
  if (!job.createdBy) throw new ApiError(403, 'FORBIDDEN');
  const [row] = await api.db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, job.createdBy), eq(users.companyId, job.companyId)))
    .limit(1);
  const role = row?.user.role;
  if (!row || !row.user.active || !role || !isKnownRole(role) || !canUseDashboard(role)) throw new ApiError(403, 'FORBIDDEN');
  if (!api.enforcer.can(role, row.company.id, module, action)) throw new ApiError(403, 'FORBIDDEN');
  return { user: row.user, company: row.company, role };
}
