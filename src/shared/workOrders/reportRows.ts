/** Rows of the work-order reports and logs as the API answers them (docs/api/work-orders.md): the server builds them, the screens read them. */

export interface OrderRow {
  id: string;
  code: string;
  title: string;
  customer: string | null;
  site: string | null;
  unit: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  plannedStart: string;
  plannedEnd: string;
  plannedHours: number | null;
  status: string;
  /** every logged minute of the order (open logs up to now) */
  loggedMinutes: number;
  people: number;
  /** people on it now (open logs) */
  working: number;
  /** logged / planned hours, 0..n (null without planned hours) */
  progress: number | null;
}

/** A log: the person's name, and live minutes for an open log. */
export interface WorkOrderLog {
  id: string;
  workOrderId: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
  startedAt: string;
  endedAt: string | null;
  minutes: number;
  open: boolean;
  source: 'mark' | 'device' | 'manual';
  reason: string | null;
  outsideWorkday: boolean;
}

/** One person's totals on one order's report. */
export interface PersonTotals {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  minutes: number;
  logs: number;
  firstIn: string | null;
  lastOut: string | null;
  working: boolean;
  hourlyCost: number | null;
  cost: number | null;
}
