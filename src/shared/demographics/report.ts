import type { CohortRow, MonthFlow, PyramidRow } from './workforce';

/** The answer of POST /reports/demographics (docs/api/demographics.md): computed by the server, drawn by the page. */
export interface CountRow { key: string; count: number; name?: string }
export interface DemographicsReport {
  asOf: string;
  /** first day of the 12-month window of the flows */
  from: string;
  headcount: number;
  byGender: CountRow[];
  byAgeBand: CountRow[];
  bySeniority: CountRow[];
  byUnit: CountRow[];
  byPosition: CountRow[];
  byContract: CountRow[];
  /** each custom field of the company that is an enumeration */
  customFields: { field: string; title: string; counts: CountRow[] }[];
  pyramid: PyramidRow[];
  months: MonthFlow[];
  totals: { hires: number; exits: number; turnoverPct: number };
  exitReasons: CountRow[];
  cohorts: CohortRow[];
}
