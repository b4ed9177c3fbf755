/** Workday reports (POST /reports/workdays/detailed): the row shape client and server share. */

export interface LocalPair { in: string | null; out: string | null; inDate: string | null; outDate: string | null }
export interface LocalBreak { start: string | null; end: string | null; startDate: string | null; endDate: string | null }

export interface DetailedRow {
  userId: string;
  name: string;
  numberOfDocument: string | null;
  branchName: string | null;
  date: string;
  timeZone: string;
  state: string;
  manual: boolean;
  plannedShift: { name: string | null; type: string; start: string | null; end: string | null } | null;
  clocks: LocalPair[];
  breaks: LocalBreak[];
  workedMinutes: number;
  breakMinutes: number;
  lateMinutes: number;
  earlyDepartureMinutes: number;
  extraMinutes: number;
  nightMinutes: number;
  plannedMinutes: number;
  warnings: string[];
}

/** Up to 5 pairs are labelled in workday reports (spec §3). */
export const REPORT_PAIRS = 5;
