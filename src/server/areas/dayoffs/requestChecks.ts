import { validateAbsenceRequest, type AbsenceFieldError, type AbsenceRequest } from '../../../shared/absences';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/apiError';
import { ledgerInputOf, personVacation } from '../vacation/vacationFacts';
import { calendarOf, otherRequests, reasonOf, type Person } from './dayoffFacts';

const AJV_KEYWORDS = new Set(['required', 'type', 'format', 'enum', 'minimum', 'maximum', 'multipleOf']);

/**
 * The rule errors as one API error on their fields: a collision is a conflict with another record (409
 * DAYOFF_COLLIDES on `from`), everything else a bad request (400: EXCEEDS_DAYOFF_LIMIT on `to`, dates, vacation
 * prerequisites on `userId`). The form shows both on their fields (spec §8).
 */
export function requestError(errors: AbsenceFieldError[]): ApiError {
  const first = errors[0].code;
  const code = AJV_KEYWORDS.has(first) ? 'VALIDATION_ERROR' : first;
  return new ApiError(code === 'DAYOFF_COLLIDES' ? 409 : 400, code, {
    errors: errors.map((e) => ({ field: e.field, code: e.code, message: '', params: e.params })),
  });
}

/**
 * Every rule of a request about to be stored (shared src/shared/absences): dates, collisions with the person's
 * other requests, the reason's limit, vacation prerequisites. Answers the days it counts and whether its reason
 * asks for a supporting document, or throws.
 */
export async function checkRequest(tx: Db, auth: AuthContext, person: Person, request: AbsenceRequest): Promise<{ days: number; requiresAttachment: boolean }> {
  const reason = await reasonOf(tx, auth, request.typeId);
  const others = await otherRequests(tx, auth, person.id, request.from, request.to, request.id);
  const calendar = await calendarOf(tx, auth, person, request.from, request.to);
  const vacation = reason.isVacation ? await vacationContext(tx, auth, person, request) : undefined;
  const { errors, count } = validateAbsenceRequest(request, { reason, others, calendar, vacation });
  if (errors.length) throw requestError(errors);
  return { days: count?.days ?? 0, requiresAttachment: reason.requiresAttachment };
}

/**
 * A vacation's matrix, ingress date and ledger input: the balance check counts every other pending and approved
 * vacation of the person against the days this one would use (src/shared/absences/balanceCheck.ts).
 */
async function vacationContext(tx: Db, auth: AuthContext, person: Person, request: AbsenceRequest) {
  const v = await personVacation(tx, auth, person.id, person);
  if (!v?.matrix || !v.ingressDate) return { matrix: v?.matrix ?? null, ingressDate: v?.ingressDate ?? null };
  const until = v.requests.reduce((last, r) => (r.from > last ? r.from : last), request.from);
  const { matrix, ingressDate, asOf: _asOf, ...balance } = await ledgerInputOf(tx, auth, { ...v, matrix: v.matrix, ingressDate: v.ingressDate }, until);
  return { matrix, ingressDate, balance };
}
