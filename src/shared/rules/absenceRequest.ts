import { requestShapeErrors, type AbsenceRequest } from '../absences';
import type { FieldError } from '../errorCodes';

/**
 * The dates and hours of an absence request (src/shared/absences): `to` not before `from`, a part day on one date
 * and ending after it starts. Run by the form before sending and by the engine before the area's checks; formats
 * and missing dates are the schema's to report.
 */
export function absenceRequestShape(r: Record<string, unknown>): FieldError[] {
  if (typeof r.from !== 'string' || typeof r.to !== 'string' || !r.from || !r.to) return [];
  // a form holds an empty object for hours nobody typed: that is a full day
  const p = r.partial as Partial<NonNullable<AbsenceRequest['partial']>> | null | undefined;
  const partial = p && (p.startTime || p.endTime) ? (p as AbsenceRequest['partial']) : null;
  return requestShapeErrors({ from: r.from, to: r.to, partial })
    .filter((e) => e.code !== 'format')
    .map((e) => ({ field: e.field, code: e.code, message: `errors.${e.code}` }));
}
