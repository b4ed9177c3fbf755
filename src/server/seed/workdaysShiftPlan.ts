import { weekdayOf } from '../../shared/workday';
import type { UnitKind } from './positions';

/** The demo's shift templates (catalogs.ts) a seeded collaborator works. */
export type PlannedTemplate = 'Mañana' | 'Tarde' | 'Noche' | 'Partido' | 'Descanso';

/** Monday-based week number since 1970, so rotations change on Mondays. */
export function weekNumber(date: string): number {
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return Math.floor((day + 3) / 7);
}

// warehouse jobs that do not rotate into nights: drivers deliver by day, maintenance and logistics leads work mornings
const DAY_ONLY = /Conductor|Conductora|mantenimiento|Responsable de logística/;

/**
 * Which template a collaborator works on a date, by the kind of unit they work in:
 * - offices: Monday to Friday, most on the split shift (Partido), some on mornings; weekends off;
 * - stores: open Monday to Saturday, mornings and afternoons alternating weekly; Sunday and one weekday off;
 * - warehouses: Monday to Friday, mornings, afternoons and nights rotating weekly (drivers and maintenance by day).
 */
export function plannedTemplate(kind: UnitKind, position: string, userIndex: number, date: string): PlannedTemplate {
  const weekday = weekdayOf(date);
  const week = weekNumber(date);
  if (kind === 'store') {
    const dayOff = 1 + (userIndex % 6);
    if (weekday === 0 || weekday === dayOff) return 'Descanso';
    return (week + userIndex) % 2 === 0 ? 'Mañana' : 'Tarde';
  }
  if (weekday === 0 || weekday === 6) return 'Descanso';
  if (kind === 'warehouse') {
    if (DAY_ONLY.test(position)) return 'Mañana';
    return (['Mañana', 'Tarde', 'Noche'] as const)[(week + userIndex) % 3];
  }
  return userIndex % 10 < 6 ? 'Partido' : 'Mañana';
}
