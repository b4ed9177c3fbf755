import type { FieldError } from '../errorCodes';
import { absenceRequestShape } from './absenceRequest';
import { postAudience, postDates, resourceTarget } from './communication';
import { contractDatesOrdered } from './contractDates';
import { deviceHost } from './devices';
import { noveltyQuantity } from './novelties';
import { workOrderPlan } from '../workOrders/rules';

/**
 * Named domain rules a resource lists in `rules`. Each looks at the record about to be saved and returns the
 * failing fields; the client runs them before submitting (RJSF customValidate) and the server before writing.
 * `message` is an i18n key (`errors.<code>`); callers translate it.
 */
export type DomainRule = (record: Record<string, unknown>) => FieldError[];

const dateRangeOrdered: DomainRule = (r) => {
  const from = r.dateFrom;
  const to = r.dateTo;
  if (typeof from === 'string' && typeof to === 'string' && from && to && to < from) {
    return [{ field: 'dateTo', code: 'DATE_RANGE_INVALID', message: 'errors.DATE_RANGE_INVALID' }];
  }
  return [];
};

/** A worked shift needs both times and they must differ (an end before the start crosses midnight). */
const shiftTimesValid: DomainRule = (r) => {
  if (r.type === 'rest') return [];
  const errors: FieldError[] = [];
  if (!r.startTime) errors.push({ field: 'startTime', code: 'TIME_RANGE_INVALID', message: 'errors.TIME_RANGE_INVALID' });
  if (!r.endTime) errors.push({ field: 'endTime', code: 'TIME_RANGE_INVALID', message: 'errors.TIME_RANGE_INVALID' });
  if (r.startTime && r.endTime && r.startTime === r.endTime) {
    errors.push({ field: 'endTime', code: 'TIME_RANGE_INVALID', message: 'errors.TIME_RANGE_INVALID' });
  }
  return errors;
};

export const DOMAIN_RULES: Record<string, DomainRule> = {
  dateRangeOrdered, shiftTimesValid, contractDatesOrdered, absenceRequestShape, postAudience, postDates, resourceTarget,
  noveltyQuantity, deviceHost, workOrderPlan,
};

export function runRules(names: string[] | undefined, record: Record<string, unknown>): FieldError[] {
  return (names ?? []).flatMap((name) => {
    const rule = DOMAIN_RULES[name];
    if (!rule) throw new Error(`Unknown domain rule: ${name}`);
    return rule(record);
  });
}
