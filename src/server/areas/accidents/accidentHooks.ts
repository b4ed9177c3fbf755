import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import type { ApiRecord } from '../../engine/records';
import { ApiError } from '../../http/apiError';
import { dayoffsTable } from '../absences/leaveSql';
import { rowsOf } from '../dashboard/dashboardContext';
import { MEDICAL_FIELDS, statusMovesForward, type AccidentPerson } from '../../../shared/accidents/accident';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import { guardMedical, mayReadMedical, peopleOf } from './medical';
import { markAccidentDeleted, registerAccidentAttachmentRoutes } from './attachmentRoutes';
import { registerAccidentReportRoutes } from './reportRoutes';

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * A caller without the medical grant neither writes medical details nor erases them: what they send must carry none,
 * and each person keeps the details stored for them (matched by collaborator). The array is changed in place: it is
 * the same array the engine writes.
 */
function keepMedical(people: AccidentPerson[], before: AccidentPerson[]): void {
  people.forEach((p, i) => {
    if (MEDICAL_FIELDS.some((f) => filled(p[f]))) throw new ApiError(403, 'ACCIDENT_MEDICAL_FORBIDDEN');
    const stored = before.find((b) => b.collaborator === p.collaborator);
    if (stored) people[i] = { ...p, ...Object.fromEntries(MEDICAL_FIELDS.filter((f) => filled(stored[f])).map((f) => [f, stored[f]])) };
  });
}

/** Each person a collaborator of the company; a linked absence one of that person's, and then no typed days. */
async function checkPeople({ tx, auth }: HookContext, people: AccidentPerson[]): Promise<void> {
  const ids = [...new Set(people.map((p) => p.collaborator))];
  if (!ids.length) return;
  const found = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, auth.company.id), inArray(users.id, ids)));
  if (found.length !== ids.length) throw new ApiError(400, 'ACCIDENT_PERSON_NOT_FOUND');
  for (const p of people) {
    if (!filled(p.absence)) continue;
    if (filled(p.daysLost)) throw new ApiError(400, 'ACCIDENT_DAYS_WITH_ABSENCE');
    const rows = await rowsOf(tx, sql`SELECT 1 FROM ${dayoffsTable()} WHERE id = ${p.absence} AND company_id = ${auth.company.id} AND user_id = ${p.collaborator}`);
    if (!rows.length) throw new ApiError(400, 'ACCIDENT_ABSENCE_INVALID');
  }
}

/**
 * Accidents on the engine (resources/accidents.ts): the engine does CRUD, validation and the unit scope (`unit`);
 * this adds the status order, the people checks and the medical-details guard (medical.ts, with the app's enforcer:
 * the company's own roles may hold the grant), the attachments and the report routes.
 */
export const accidentHooks = (enforcer: PolicyEnforcer): ResourceHooks => ({
  async beforeWrite(ctx) {
    const { record, before } = ctx;
    if (before && !statusMovesForward(String(before.status), String(record.status))) throw new ApiError(409, 'ACCIDENT_STATUS_BACKWARDS');
    const people = peopleOf(record);
    if (!mayReadMedical(enforcer, ctx.auth)) keepMedical(people, before ? peopleOf(before as ApiRecord) : []);
    await checkPeople(ctx, people);
  },
  decorateRecords: (ctx, records) => guardMedical(enforcer, ctx, records),
  afterWrite({ auth, record, action }) {
    if (action === 'delete') markAccidentDeleted(auth, record);
  },
  routes(api, engine) {
    registerAccidentReportRoutes(api, engine.service('accidents'));
    registerAccidentAttachmentRoutes(api, engine.service('accidents'));
  },
});
