import type { FastifyInstance } from 'fastify';
import { forgetAuthRow } from '../auth/authRowCache';
import { changeWatchOf } from '../db/changeWatch';
import type { Db } from '../db/client';
import { POLICY_VERSION_KEY } from './policyVersion';
import { forgetUnitTree, forgetUnitTrees } from './unitTreeCache';

/**
 * What another process committed reaches this one's caches that are not stamped by the change watch: the sign-in
 * rows of the company (a user's logout, deactivation or role; the company's status; an API key's rights), its unit
 * tree (unit scope) and the role policy. Only PostgreSQL announces anything; on the embedded database this process made every change itself.
 */
export function followAnnouncedChanges(app: FastifyInstance, db: Db): void {
  const unsubscribe = changeWatchOf(db)?.subscribe((signal) => {
    if (signal.kind === 'company') {
      forgetAuthRow({ companyId: signal.companyId });
      if (signal.data) forgetUnitTree(signal.companyId);
    } else if (signal.kind === 'all') {
      forgetAuthRow();
      forgetUnitTrees();
    }
    if (signal.kind === 'all' || (signal.kind === 'setting' && signal.key === POLICY_VERSION_KEY)) app.policySync.invalidate();
  });
  if (unsubscribe) app.addHook('onClose', async () => void unsubscribe());
}
