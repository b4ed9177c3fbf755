import { validateAbsenceRequest, type AbsenceFieldError, type AbsenceRequest } from '../../../shared/absences';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/apiError';
import { ledgerInputOf, todayOf } from '../vacation/vacationFacts';
import { personFacts, reasonOf, type Person, type PersonFacts } from './dayoffFacts';
import { leaveSettingsOf, type LeaveReason, type LeaveSettings } from './leaveSettings';

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
 * other requests, the reason's limit, vacation prerequisites. Answers the days it counts and its reason, or throws.
 * The company's reasons, special days and matrices come from the kept leave settings (leaveSettings.ts, checked
 * against the stamp read with the person's lock); the person's own rows from one query (personFacts).
 */
export async function checkRequest(tx: Db, auth: AuthContext, person: Person, request: AbsenceRequest): Promise<{ days: number; reason: LeaveReason }> {
  const settings = await leaveSettingsOf(tx, auth.company.id, person.settingsStamp);
  const reason = reasonOf(settings, request.typeId);
  const facts = await personFacts(tx, auth, person, request, settings, reason.isVacation ? settings.vacationReasonIds : null);
  const vacation = reason.isVacation ? await vacationContext(tx, auth, person, request, settings, facts) : undefined;
  const { errors, count } = validateAbsenceRequest(request, { reason, others: facts.others, calendar: facts.calendar, vacation });
  if (errors.length) throw requestError(errors);
  return { days: count?.days ?? 0, reason };
}

/**
 * A vacation's matrix, ingress date and ledger input: the balance check counts every other pending and approved
 * vacation of the person against the days this one would use (src/shared/absences/balanceCheck.ts).
 */
async function vacationContext(tx: Db, auth: AuthContext, person: Person, request: AbsenceRequest, settings: LeaveSettings, facts: PersonFacts) {
  const matrix = (person.vacationMatrixId ? settings.matrices.get(person.vacationMatrixId) : undefined) ?? null;
  const ingressDate = person.ingressDate ? String(person.ingressDate) : null;
  if (!matrix || !ingressDate) return { matrix, ingressDate };
  const requests = facts.vacationRequests;
  const today = await todayOf(tx, auth.company.id, person.mainBranch);
  const until = requests.reduce((last, r) => (r.from > last ? r.from : last), request.from);
  const { matrix: _m, ingressDate: _i, asOf: _asOf, ...balance } = await ledgerInputOf(tx, auth, { userId: person.id, today, requests, adjustments: facts.adjustments, matrix, ingressDate }, until);
  return { matrix, ingressDate, balance };
}
