import type { FieldError } from '../errorCodes';

/** A work order's plan (resources/workOrders.ts): it ends at or after it starts; refused on `plannedEnd`, in the form and on the server. */
export function workOrderPlan(r: Record<string, unknown>): FieldError[] {
  const start = typeof r.plannedStart === 'string' ? Date.parse(r.plannedStart) : NaN;
  const end = typeof r.plannedEnd === 'string' ? Date.parse(r.plannedEnd) : NaN;
  if (Number.isFinite(start) && Number.isFinite(end) && end < start) {
    return [{ field: 'plannedEnd', code: 'DATE_RANGE_INVALID', message: 'errors.DATE_RANGE_INVALID' }];
  }
  return [];
}
