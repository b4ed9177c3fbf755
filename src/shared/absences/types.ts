import type { ErrorCode } from '../errorCodes';

/** Request (dayoff / license) states, spec §3–§4: created PENDING, decided by a review. */
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type ReviewDecision = Exclude<RequestStatus, 'PENDING'>;

/** How a reason (or a vacation matrix) counts the days of a request (spec §3 enumerations). */
export const DAY_COUNTINGS = ['LABORAL_DAYS', 'CALENDAR_DAYS'] as const;
export type DayCounting = (typeof DAY_COUNTINGS)[number];

/** A part day: hours of one date, `HH:mm`, the end after the start (no crossing midnight). */
export interface PartialDay {
  startTime: string;
  endTime: string;
}

/**
 * A request for an absence of one person. `from`/`to` are local dates `YYYY-MM-DD`, both included;
 * `partial` only when `from === to` (a request by hours).
 */
export interface AbsenceRequest {
  id?: string;
  userId: string;
  typeId: string;
  from: string;
  to: string;
  partial?: PartialDay | null;
  status: RequestStatus;
}

/** What the rules need from a reason (a company `typesOfDayoff` entry). */
export interface AbsenceReason {
  /** most days ONE request may count (as the reason counts them); null = no limit */
  maxDays: number | null;
  dayCounting: DayCounting;
  /** vacation requests are counted by the person's matrix and drawn from the vacation balance */
  isVacation?: boolean;
}

/** What the rules need from a special day (spec §3); `branches` empty = every unit. */
export interface SpecialDayRule {
  id?: string;
  name?: string;
  dateFrom: string;
  dateTo: string;
  isRecurring?: boolean;
  branches?: string[];
  isDeductedFromVacation?: boolean;
}

/** Ajv keywords these rules answer with (message `errors.validation.<keyword>`, `{{limit}}` from params). */
export type AjvKeywordCode = 'required' | 'type' | 'format' | 'enum' | 'minimum' | 'maximum' | 'multipleOf';

/** One failing field, shaped like FieldError (src/shared/errorCodes.ts); `message` is the i18n key. */
export interface AbsenceFieldError {
  field: string;
  code: ErrorCode | AjvKeywordCode;
  message: string;
  params?: Record<string, string | number>;
}
