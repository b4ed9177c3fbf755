import { request } from '../providers/http';

/** Shapes of POST /reports/demographics (src/server/areas/demographics/demographicsQuery.ts, docs/api/demographics.md). */
export interface CountRow { key: string; count: number; name?: string }
export interface DemographicsReport {
  asOf: string;
  from: string;
  headcount: number;
  byGender: CountRow[];
  byAgeBand: CountRow[];
  bySeniority: CountRow[];
  byUnit: CountRow[];
  byPosition: CountRow[];
  byContract: CountRow[];
  customFields: { field: string; title: string; counts: CountRow[] }[];
  pyramid: { ageBand: string; byGender: Record<string, number>; total: number }[];
  months: { month: string; hires: number; exits: number; headcountEnd: number; turnoverPct: number }[];
  totals: { hires: number; exits: number; turnoverPct: number };
  exitReasons: CountRow[];
  cohorts: { band: string; hires: number; exits: number; stayers: number }[];
}
export interface DemographicsQuery { asOf: string; unit?: string }

export const loadDemographics = (q: DemographicsQuery) => request<DemographicsReport>('/reports/demographics', { method: 'POST', body: q });

/**
 * The collaborators report (/reports/collaborators) showing the people behind a bar: the unit filter and one
 * field equal to the bar's value, in that screen's URL format (src/app/collaboratorsReport/useBuilderState.ts).
 */
export function peopleHref(unit: string | undefined, where?: { field: string; value: string }): string {
  const params = new URLSearchParams({ cols: 'lastName,firstName,mainBranch,position,gender,birthDate,contractStartDate' });
  if (where?.field === 'mainBranch') params.set('unit', where.value);
  else if (unit) params.set('unit', unit);
  if (where?.field === 'position') params.set('position', where.value);
  else if (where && where.field !== 'mainBranch') { params.set('where', where.field); params.set('is', where.value); }
  return `/reports/collaborators?${params.toString()}`;
}
