import { eq } from 'drizzle-orm';
import { collaboratorData } from '../webhooks/eventData';
import { emitEvents } from '../webhooks/emitEvent';
import type { FastifyInstance } from 'fastify';
import type { ImportJobResult, ImportValues } from '../../../shared/imports';
import { resourceByName } from '../../../../resources';
import type { AuthContext } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import type { JsonSchema } from '../../engine/schemaStore';
import { jobs } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { JobContext, JobHandler } from '../../jobs';
import { assertContractLimit } from './contractLimit';
import { collaboratorRow, insertCollaborators, mapUniqueViolation } from './insertCollaborators';
import { jobAuth } from './jobAuth';
import { allocateUsernames } from './usernames';
import { validateImport } from './validateImport';
import { onPeopleImported } from '../devices/people/lifecycle';

export const USERS_IMPORT_JOB = 'users.import';

/** The collaborator schema the caller's company sees (base + its custom fields): imported rows follow it too. */
export const userSchemaOf = (api: FastifyInstance, auth: AuthContext): JsonSchema =>
  api.schemaStore.effective(resourceByName('users')?.schema ?? 'user', auth.company.slug);

/**
 * The `users.import` job: payload `{ rows: ImportValues[] }` (validated when queued). It validates everything again
 * with the creator's current rights (the database may have changed since), then creates every row in ONE transaction
 * (all or nothing) with one audit row for the whole import, and completes the job in that same transaction.
 * The payload (personal data) is cleared when the import commits or fails.
 */
export function usersImportJob(api: FastifyInstance): JobHandler {
  return async ({ job, db, signal, progress, complete }) => {
    try {
      return { ...(await importRows(api, { job, db, signal, progress, complete })) };
    } catch (err) {
      // a failed import keeps no personal data either; an interrupted one (server stopping) needs it to run again
      if (!signal.aborted) await db.update(jobs).set({ payload: {} }).where(eq(jobs.id, job.id));
      throw mapUniqueViolation(err);
    }
  };
}

async function importRows(api: FastifyInstance, { job, db, signal, progress, complete }: Pick<JobContext, 'job' | 'db' | 'signal' | 'progress' | 'complete'>): Promise<ImportJobResult> {
  const auth = await jobAuth(api, job, 'users', 'POST');
  const values = (job.payload as { rows?: ImportValues[] }).rows ?? [];
  const outcomes = await validateImport(db, auth, values, userSchemaOf(api, auth));
  if (outcomes.some((o) => o.errors.length > 0)) throw new ApiError(400, 'IMPORT_HAS_ERRORS');
  const usernames = await allocateUsernames(db, outcomes.map((o) => o.row));
  const rows = outcomes.map((o, i) => collaboratorRow(auth.company.id, o, usernames[i]));
  progress(0, rows.length);

  const result: ImportJobResult = { created: rows.length };
  await db.transaction(async (tx) => {
    await assertContractLimit(tx, auth.company.id, rows.length, { lock: true });
    const ids = await insertCollaborators(tx, rows, { signal, progress: (done) => progress(done, rows.length) });
    // clock PINs for everyone, and loads on the devices of their units
    await onPeopleImported(tx, auth.company.id, ids.map((id, i) => ({ id, mainBranch: rows[i].mainBranch ?? null })), auth.user.id);
    await emitEvents(tx, auth.company.id, 'collaborator.created', ids.map((id, i) => collaboratorData({ ...rows[i], id, active: true })));
    await writeAudit(tx, auth, {
      entity: 'users',
      entityId: job.id,
      action: 'create',
      changes: { import: { jobId: job.id, created: ids.length, userIds: ids } },
    });
    await complete(tx, { ...result }, { clearPayload: true });
  });
  return result;
}
