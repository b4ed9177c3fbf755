import { isLocalDate, isLocalTime, minutesOfTime } from '../workday/zonedTime';
import { vacationBalanceErrors, type VacationBalanceInput } from './balanceCheck';
import { collisionErrors } from './collisions';
import { countRequestDays, type DayCount, type DayCountContext } from './countDays';
import { fieldError } from './fieldError';
import type { AbsenceFieldError, AbsenceReason, AbsenceRequest } from './types';
import type { VacationMatrix } from './vacationMatrix';

/**
 * The dates and hours of a request on their own: `from`/`to` dates with `to` not before `from`; a part day on a
 * single date with `HH:mm` times, the end after the start.
 */
export function requestShapeErrors(request: Pick<AbsenceRequest, 'from' | 'to' | 'partial'>): AbsenceFieldError[] {
  const errors: AbsenceFieldError[] = [];
  if (!isLocalDate(request.from)) errors.push(fieldError('from', 'format', { format: 'date' }));
  if (!isLocalDate(request.to)) errors.push(fieldError('to', 'format', { format: 'date' }));
  if (errors.length) return errors;
  if (request.to < request.from) return [fieldError('to', 'DATE_RANGE_INVALID')];
  const p = request.partial;
  if (!p) return errors;
  if (request.from !== request.to) errors.push(fieldError('to', 'PARTIAL_DAY_SINGLE_DATE'));
  if (!isLocalTime(p.startTime)) errors.push(fieldError('partial.startTime', 'format', { format: 'time' }));
  if (!isLocalTime(p.endTime)) errors.push(fieldError('partial.endTime', 'format', { format: 'time' }));
  else if (isLocalTime(p.startTime) && minutesOfTime(p.endTime) <= minutesOfTime(p.startTime)) {
    errors.push(fieldError('partial.endTime', 'TIME_RANGE_INVALID'));
  }
  return errors;
}

/** EXCEEDS_DAYOFF_LIMIT on `to` when one request counts more days than its reason allows (null = no limit). */
export function limitErrors(days: number, maxDays: number | null | undefined): AbsenceFieldError[] {
  if (maxDays === null || maxDays === undefined || days <= maxDays) return [];
  return [fieldError('to', 'EXCEEDS_DAYOFF_LIMIT', { limit: maxDays, days })];
}

/** A vacation needs the person's vacation matrix and ingress date (spec §5), reported on `userId`. */
export function vacationPrerequisiteErrors(matrix: VacationMatrix | null | undefined, ingressDate: string | null | undefined): AbsenceFieldError[] {
  const errors: AbsenceFieldError[] = [];
  if (!matrix) errors.push(fieldError('userId', 'USER_WITHOUT_VACATION_MATRIX'));
  if (!ingressDate || !isLocalDate(ingressDate)) errors.push(fieldError('userId', 'USER_WITHOUT_INGRESS_DATE'));
  return errors;
}

export interface AbsenceRequestContext {
  reason: AbsenceReason;
  /** the person's other requests around these dates, any status (rejected ones and this one are ignored) */
  others: readonly Pick<AbsenceRequest, 'id' | 'userId' | 'from' | 'to' | 'partial' | 'status'>[];
  calendar: Omit<DayCountContext, 'dayCounting' | 'vacation'>;
  /** vacation reasons: the person's matrix and ingress date, and their ledger input for the balance check */
  vacation?: {
    matrix: VacationMatrix | null | undefined;
    ingressDate: string | null | undefined;
    balance?: Omit<VacationBalanceInput, 'matrix' | 'ingressDate'>;
  };
}

export interface AbsenceRequestCheck {
  errors: AbsenceFieldError[];
  /** the days counted (null when the dates themselves are wrong) */
  count: DayCount | null;
}

/**
 * Every rule of a new or edited request, in one call for the form and the server: the dates, collisions, the
 * reason's limit, and for vacation the matrix, the ingress date and the balance. A vacation is counted as the
 * person's matrix says; any other reason as the reason says.
 */
export function validateAbsenceRequest(request: AbsenceRequest, ctx: AbsenceRequestContext): AbsenceRequestCheck {
  const shape = requestShapeErrors(request);
  if (shape.length) return { errors: shape, count: null };
  const errors = collisionErrors(request, ctx.others);
  const vacation = ctx.reason.isVacation ? ctx.vacation ?? { matrix: null, ingressDate: null } : null;
  const dayCounting = vacation?.matrix?.dayCounting ?? ctx.reason.dayCounting;
  const count = countRequestDays(request, { ...ctx.calendar, dayCounting, vacation: !!vacation });
  errors.push(...limitErrors(count.days, ctx.reason.maxDays));
  if (vacation) {
    const missing = vacationPrerequisiteErrors(vacation.matrix, vacation.ingressDate);
    errors.push(...missing);
    if (!missing.length && vacation.balance && request.status !== 'REJECTED') {
      errors.push(...vacationBalanceErrors(
        { ...vacation.balance, matrix: vacation.matrix!, ingressDate: vacation.ingressDate! },
        { id: request.id, from: request.from, days: count.days },
      ));
    }
  }
  return { errors, count };
}
