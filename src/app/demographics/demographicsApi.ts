import type { DemographicsReport } from '../../shared/demographics/report';
import { request } from '../providers/http';

export type { CountRow, DemographicsReport } from '../../shared/demographics/report';

export interface DemographicsQuery { asOf: string; unit?: string }

export const loadDemographics = (q: DemographicsQuery) => request<DemographicsReport>('/reports/demographics', { method: 'POST', body: q });

/**
 * The collaborators report (/reports/collaborators) showing the people behind a bar: the unit filter and one
 * field equal to the bar's value, in that screen's URL format (src/app/collaboratorsReport/useBuilderState.ts).
 * The page's unit counts its sub-units too, so its filter goes with `sub=1`; a bar of the units chart is that one
 * unit exactly, as it was counted. `asOf`: the chart's day, so the list is the people employed that day (`asOf=`).
 */
export function peopleHref(unit: string | undefined, where?: { field: string; value: string }, asOf?: string): string {
  const params = new URLSearchParams({ cols: 'lastName,firstName,mainBranch,position,gender,birthDate,contractStartDate' });
  if (asOf) params.set('asOf', asOf);
  if (where?.field === 'mainBranch') params.set('unit', where.value);
  else if (unit) { params.set('unit', unit); params.set('sub', '1'); }
  if (where?.field === 'position') params.set('position', where.value);
  else if (where && where.field !== 'mainBranch') { params.set('where', where.field); params.set('is', where.value); }
  return `/reports/collaborators?${params.toString()}`;
}
