import type { AccidentType } from './accident';

/** The answer of POST /accidents/report (docs/api/accidents.md): computed by the server, drawn by the page. */
/** The figures of one slice (the whole period, a month, a unit). */
export interface AccidentFigures {
  accidents: number;
  /** accidents with at least one day lost */
  withLeave: number;
  daysLost: number;
  hoursWorked: number;
  frequencyRate: number | null;
  severityRate: number | null;
}
export interface AccidentReport {
  from: string;
  to: string;
  totals: AccidentFigures;
  byMonth: (AccidentFigures & { month: string })[];
  byUnit: (AccidentFigures & { unit: string; name: string })[];
  byType: { type: AccidentType; accidents: number; daysLost: number }[];
}
