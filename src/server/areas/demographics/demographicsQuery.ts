import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../dashboard/dashboardContext';
import type { JsonSchema } from '../../engine/schemaStore';
import { overlayFieldsOf } from '../../engine/schemaStore';
import {
  AGE_BAND_KEYS, ageBandOn, countBy, employedOn, monthlyFlows, NOT_SET, pyramid, SENIORITY_BANDS, seniorityBandOn, tenureCohorts,
  type Counts, type CountRow, type DemographicsReport, type PersonFacts,
} from '../../../shared/demographics';

export interface DemographicsFilters {
  /** the unit and its sub-units; null: every unit the caller may see */
  units: Set<string> | null;
  position?: string;
  typeOfContract?: string;
}
interface PersonRow extends PersonFacts { unit: string | null; position: string | null; contract: string | null; extra: Record<string, unknown> | null }
type PersonTuple = [string | null, string | null, string | null, string | null, string | null, string | null, string | null, string | null, Record<string, unknown> | null];
/** JSON dates are ISO yyyy-mm-dd whatever the server's DateStyle */
const personOf = ([gender, birthDate, hireDate, exitDate, exitReason, unit, position, contract, extra]: PersonTuple): PersonRow => ({
  gender, birthDate, hireDate, exitDate, exitReason, unit, position, contract, extra,
});

const ordered = (counts: Counts, order?: readonly string[]): CountRow[] => {
  const rows = Object.entries(counts).map(([key, count]) => ({ key, count }));
  if (order) {
    const keys = [...order, NOT_SET];
    return keys.map((key) => ({ key, count: counts[key] ?? 0 })).filter((r) => r.key !== NOT_SET || r.count > 0);
  }
  // most first, "not set" last
  return rows.sort((a, b) => Number(a.key === NOT_SET) - Number(b.key === NOT_SET) || b.count - a.count || a.key.localeCompare(b.key));
};

/** yyyy-mm-01 of the month 11 months before `asOf`'s: the 12 months ending with asOf's month */
export function windowStart(asOf: string): string {
  const d = new Date(`${asOf.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 11);
  return d.toISOString().slice(0, 10);
}
/** cohorts look at people hired in the five years up to asOf */
function cohortStart(asOf: string): string {
  return `${String(Number(asOf.slice(0, 4)) - 5).padStart(4, '0')}${asOf.slice(4)}`;
}

/** the field's title as the company wrote it (custom fields carry plain text), else its name */
function titleOf(schema: JsonSchema, field: string): string {
  const title = (schema.properties?.[field] as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title ? title : field;
}

/** Custom fields of the company's collaborator record that take one of a list of values (enum or a customFields list). */
export function enumeratedCustomFields(schema: JsonSchema): string[] {
  return overlayFieldsOf(schema).filter((f) => {
    const p = schema.properties![f] as Record<string, unknown>;
    return Array.isArray(p.enum) || typeof p['x-enumSource'] === 'string';
  });
}

/**
 * The workforce figures as of a day. The database reads only the people who matter for the period (employed on some
 * day of the last five years up to asOf), narrowed by unit, position and contract in SQL; the counting by band is done
 * by the shared pure functions (src/shared/demographics) so the screen, the tests and the exports agree. The workforce
 * is the collaborators (role `user`, as the team list and the dashboard count them: a bar opens exactly its people);
 * a person disabled without an offboarding (no leave date) is not part of it.
 */
export async function readDemographics(db: Db, companyId: string, schema: JsonSchema, asOf: string, filters: DemographicsFilters): Promise<DemographicsReport> {
  const since = cohortStart(asOf);
  const units = filters.units;
  const unitCond = units === null ? sql`` : units.size ? sql` AND main_branch = ANY(ARRAY[${sql.join([...units].map((u) => sql`${u}::uuid`), sql`, `)}])` : sql` AND false`;
  const posCond = filters.position ? sql` AND position = ${filters.position}` : sql``;
  const contractCond = filters.typeOfContract ? sql` AND type_of_contract = ${filters.typeOfContract}` : sql``;
  const custom = enumeratedCustomFields(schema);
  // one JSON array of [gender, birth, hire, exit, reason, unit, position, contract, extra] per person, in ONE text value:
  // ten thousand rows cost the embedded database three times as much as one aggregated answer (scripts/bench/demographics.ts)
  const [answer] = await rowsOf<{ people: string }>(db, sql`
    SELECT coalesce(json_agg(json_build_array(gender, birth_date, contract_start_date, leave_date, type_of_leave, main_branch, position,
      type_of_contract, ${custom.length ? sql`extra` : sql`NULL`})), '[]')::text AS people
    FROM users
    WHERE company_id = ${companyId} AND role = 'user' AND (active OR leave_date IS NOT NULL)
      AND (contract_start_date IS NULL OR contract_start_date <= ${asOf}::date)
      AND (leave_date IS NULL OR leave_date >= ${since}::date)${unitCond}${posCond}${contractCond}`);
  const rows = (JSON.parse(answer.people) as PersonTuple[]).map(personOf);
  // as the workforce was on asOf: an exit planned after that day (same month or later) has not happened yet
  const people = rows.map((p) => (p.exitDate && p.exitDate > asOf ? { ...p, exitDate: null, exitReason: null } : p));
  const from = windowStart(asOf);
  const now = people.filter((p) => employedOn(p, asOf));
  const unitNames = new Map((await rowsOf<{ id: string; name: string }>(db, sql`SELECT id, name FROM branch_offices WHERE company_id = ${companyId}`)).map((u) => [u.id, u.name]));
  const months = monthlyFlows(people, from, asOf);
  const hires = months.reduce((s, m) => s + m.hires, 0);
  const exits = months.reduce((s, m) => s + m.exits, 0);
  const reasons: Counts = {};
  for (const m of months) for (const [k, v] of Object.entries(m.exitReasons)) reasons[k] = (reasons[k] ?? 0) + v;
  const startHeadcount = months[0]?.headcountStart ?? 0;
  const average = (startHeadcount + now.length) / 2;
  return {
    asOf, from,
    headcount: now.length,
    byGender: ordered(countBy(now, (p) => p.gender), ['female', 'male', 'other']),
    byAgeBand: ordered(countBy(now, (p) => ageBandOn(p.birthDate, asOf)), AGE_BAND_KEYS),
    bySeniority: ordered(countBy(now, (p) => seniorityBandOn(p.hireDate, asOf)), SENIORITY_BANDS),
    byUnit: ordered(countBy(now, (p) => p.unit)).map((r) => ({ ...r, name: unitNames.get(r.key) ?? '' })),
    byPosition: ordered(countBy(now, (p) => p.position)),
    byContract: ordered(countBy(now, (p) => p.contract)),
    customFields: custom.map((field) => ({ field, title: titleOf(schema, field), counts: ordered(countBy(now, (p) => {
      const v = p.extra?.[field];
      return typeof v === 'string' ? v : null;
    })) })),
    pyramid: pyramid(now, asOf),
    months,
    totals: { hires, exits, turnoverPct: average > 0 ? Math.round((exits / average) * 1000) / 10 : 0 },
    exitReasons: ordered(reasons),
    cohorts: tenureCohorts(people, since, asOf),
  };
}
