import type { FieldError } from '../errorCodes';

/** A contract cannot end before it starts (same code and wording as any other date range). */
export function contractDatesOrdered(r: Record<string, unknown>): FieldError[] {
  const from = r.contractStartDate;
  const to = r.contractEndDate;
  if (typeof from === 'string' && typeof to === 'string' && from && to && to < from) {
    return [{ field: 'contractEndDate', code: 'DATE_RANGE_INVALID', message: 'errors.DATE_RANGE_INVALID' }];
  }
  return [];
}
