import { eq } from 'drizzle-orm';
import type { ResourceHooks } from '../../engine/hooks';
import { engineTableOf } from '../../engine/tables';
import { fieldConflict } from '../../http/apiError';
import { periodOf } from '../../../shared/novelties';
import { checkPerson } from '../users/personInScope';
import { registerNoveltyPeriodRoutes } from './periodRoutes';

export const NOVELTY_SENT = 'NOVELTY_SENT';

/** the fields that make a novelty what it is: changing one by hand makes a brought novelty the user's own */
const SUBSTANCE = ['userId', 'type', 'date', 'quantity'] as const;

/**
 * Novelties on the engine: the server derives the period (the month of the date) and the person's unit (for
 * unit-scoped roles), refuses to change or delete what was sent to payroll (409 NOVELTY_SENT), and a brought
 * novelty (source ABSENCE or WORKDAYS) edited by hand becomes MANUAL: bringing the period again leaves it alone.
 */
export const noveltyHooks: ResourceHooks = {
  // `branch` is derived from the person: the hook checks the person's unit itself (404 other company, 403 outside)
  scopeAnchor: '',
  // the person is checked in the caller's company and units (checkPerson) and the branch is theirs
  checkedReferences: ['userId', 'branch'],

  async beforeWrite({ tx, auth, scope, record, before }) {
    if (before?.status === 'SENT') throw fieldConflict(409, NOVELTY_SENT, 'status');
    const person = await checkPerson(tx, auth, scope, String(record.userId), false);
    const derived = { period: periodOf(String(record.date)), branch: person.mainBranch };
    if (!before) {
      Object.assign(record, derived, { status: 'OPEN', source: 'MANUAL', sourceKey: null });
      return;
    }
    // on update the engine writes only the fields sent: the derived ones are written here, in the same transaction
    const edited = SUBSTANCE.some((f) => record[f] !== before[f]);
    const t = engineTableOf('novelties');
    await tx.update(t.table).set({ ...derived, ...(edited ? { source: 'MANUAL' } : {}) } as never).where(eq(t.id, String(before.id)));
  },

  async beforeDelete({ record }) {
    if (record.status === 'SENT') throw fieldConflict(409, NOVELTY_SENT, 'status');
  },

  routes(api, engine) {
    registerNoveltyPeriodRoutes(api, engine);
  },
};
