/**
 * Types of the time-and-attendance domain (spec §3 Workday, configuration.general, workday states).
 * Instants are ISO 8601 strings with an offset (`2024-03-31T08:00:00.000Z`); local dates are `YYYY-MM-DD`
 * and local times `HH:mm`, both in the company's IANA time zone, which every rule takes as an argument.
 */
import type { ErrorCode } from '../errorCodes';

export const MARK_TYPES = ['CHECK_IN', 'CHECK_OUT', 'BREAK_START', 'BREAK_END'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

export const MARK_SOURCES = ['clock', 'portal', 'mobile', 'integration', 'manual'] as const;
export type MarkSource = (typeof MARK_SOURCES)[number];

/** One punch. `id` is chosen by the sender so a retried mark can be recognised and stored once. */
export interface Mark {
  id: string;
  userId: string;
  /** ISO instant with offset or Z */
  at: string;
  type: MarkType;
  source: MarkSource;
  device?: string;
  position?: { lat: number; lng: number; accuracy?: number };
}

export const SHIFT_TYPES = ['simple', 'custom', 'rest', 'specialDay', 'sunday'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

/**
 * The shift planned for one collaborator on one local date. `endTime` at or before `startTime` means the
 * shift ends the next day (22:00–06:00). A `rest` shift, or one without times, plans no working hours.
 */
export interface ShiftForDay {
  id?: string;
  date: string;
  type: ShiftType;
  startTime?: string;
  endTime?: string;
  /** planned unpaid break inside the shift */
  breakMinutes: number;
}

/** A local time range that may cross midnight (`22:00`–`06:00`). */
export interface LocalTimeRange {
  start: string;
  end: string;
}

/**
 * configuration.general as the rules need it. Every tolerance is in minutes and -1 means "unset"
 * (spec §9); see README.md in this folder for what unset does to each rule.
 */
export interface GeneralConfig {
  toleranceLateArrival: number;
  toleranceEarlyDeparture: number;
  /** minutes after the planned end that are still not overtime */
  overtimeAllowed: number;
  /** false: time outside the planned shift stays ordinary worked time, never EXTRA_HOURS */
  allowOvertime: boolean;
  allowBreak: boolean;
  /** hours after the first check-in within which a break may start (default 0–8) */
  rangeOfBreak: { min: number; max: number };
  overtime: {
    /** overtime shorter than this is not counted (-1 unset) */
    minimumMinutes: number;
    /** overtime above this per workday stays ordinary worked time (-1 unset) */
    maximumMinutes: number;
    /** minutes before the planned start that are not overtime (-1 unset) */
    earlyEntryTolerance: number;
    /** minutes after the planned end the system waits for a missing check-out (-1 unset) */
    automaticCloseTolerance: number;
  };
  nightShiftRange: LocalTimeRange;
  /** length given to a break whose end was never marked */
  defaultBreakMinutes: number;
}

export const WORKDAY_STATES = ['started', 'pause', 'finish', 'automaticFinish', 'cancel', 'change'] as const;
export type WorkdayState = (typeof WORKDAY_STATES)[number];

/** A check-in/check-out pair. `automatic` marks an out the system set because none was marked. */
export interface ClockPair {
  in: string;
  out?: string;
  automatic?: boolean;
}

/** A break pair. `automatic` marks an end the system set because none was marked. */
export interface BreakPair {
  start: string;
  end?: string;
  automatic?: boolean;
}

export const HISTORY_TYPES = ['LATER_ARRIVAL', 'EXTRA_HOURS', 'BREAK', 'WORKED'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** One stretch of the day's timeline. Entries never overlap one another. */
export interface HistoryEntry {
  type: HistoryType;
  start: string;
  end: string;
  minutes: number;
}

/** Whole minutes. `worked` includes `extra`; `late` and `earlyDeparture` count only beyond their tolerance. */
export interface WorkdayTotals {
  worked: number;
  break: number;
  late: number;
  earlyDeparture: number;
  extra: number;
  night: number;
  /** planned shift minutes minus the planned break; 0 without a working shift */
  planned: number;
}

/** Something a reviewer should look at; the workday is still computed. */
export const WORKDAY_WARNINGS = [
  'MISSING_CHECK_OUT',
  'MISSING_BREAK_END',
  'CHECK_IN_WHILE_OPEN',
  'MARK_AFTER_AUTOMATIC_CLOSE',
  'TOO_MANY_CLOCKS',
  'TOO_MANY_BREAKS',
  'BREAK_NOT_ALLOWED',
  'BREAK_OUTSIDE_RANGE',
] as const;
export type WorkdayWarning = (typeof WORKDAY_WARNINGS)[number];

export interface Workday {
  userId: string;
  /** local date of the first check-in */
  date: string;
  clocks: ClockPair[];
  breaks: BreakPair[];
  state: WorkdayState;
  historyHours: HistoryEntry[];
  totals: WorkdayTotals;
  shift: ShiftForDay | null;
  /** ids of the marks this workday was built from */
  markIds: string[];
  warnings: WorkdayWarning[];
}

/** What a workday is made of, computed (buildWorkdays) or typed by a person (manual). */
export type WorkdayContent = Omit<Workday, 'warnings'> & { warnings: string[] };

/** A stored workday as the API answers it (POST /workdays/history/:userId, PATCH /workdays/update). */
export interface WorkdayRecord extends WorkdayContent {
  id: string;
  manual: boolean;
  /** PENDING error reports of this workday (history answers only) */
  pendingReviews?: number;
  createdAt: string;
  updatedAt: string;
}

/** Why a mark did not become part of any workday. */
export const IGNORED_REASONS = [
  'DUPLICATE',
  'INVALID_TIME',
  'NO_OPEN_CHECK_IN',
  'NO_OPEN_BREAK',
  'BREAK_ALREADY_OPEN',
  'CHECK_IN_WHILE_OPEN',
  'AFTER_AUTOMATIC_CLOSE',
  'TOO_MANY_CLOCKS',
  'TOO_MANY_BREAKS',
] as const;
export type IgnoredReason = (typeof IGNORED_REASONS)[number];

export interface IgnoredMark {
  markId: string;
  reason: IgnoredReason;
}

export interface BuildWorkdaysResult {
  workdays: Workday[];
  ignored: IgnoredMark[];
}

/**
 * One failing field, shaped like FieldError (src/shared/errorCodes.ts) so it can go straight into an
 * error body. `field` is a path a form can use (`clocks.1.out`); `message` is the i18n key to translate.
 * Structural failures use the ajv keyword codes below, translated from `errors.validation.<keyword>`.
 */
export type AjvKeywordCode = 'required' | 'format' | 'enum' | 'minItems' | 'maxItems';

export interface WorkdayFieldError {
  field: string;
  code: ErrorCode | AjvKeywordCode;
  message: string;
  params?: Record<string, string | number>;
}
