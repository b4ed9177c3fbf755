import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { engineTableOf } from '../engine/tables';
import type { AccidentPerson } from '../../shared/accidents/accident';

const DAY = 86_400_000;
/** [days ago, type, status, place, description, injury, body part, typed days lost (null: none; 'leave': the linked absence)] */
const CASES = [
  [8, 'atWork', 'reported', 'Almacén, muelle de carga', 'Golpe con un palé al descargar un camión', 'Contusión', 'Pie derecho', 'leave'],
  [15, 'nearMiss', 'investigated', 'Sala de ventas', 'Caída de una caja desde la estantería alta sin alcanzar a nadie', null, null, null],
  [23, 'atWork', 'investigated', 'Trastienda', 'Corte al abrir cajas con un cúter', 'Corte superficial', 'Mano izquierda', 0],
  [34, 'commuting', 'closed', 'Trayecto al trabajo', 'Caída de la bicicleta de camino al centro', 'Esguince', 'Muñeca', 3],
  [47, 'atWork', 'closed', 'Cámara frigorífica', 'Resbalón en el suelo mojado de la cámara', 'Esguince', 'Tobillo', 2],
  [96, 'atWork', 'closed', 'Oficina', 'Tropiezo con un cable suelto', 'Contusión', 'Rodilla', 1],
  [130, 'nearMiss', 'closed', 'Aparcamiento', 'Maniobra de una furgoneta de reparto cerca de un peatón', null, null, null],
] as const;

/**
 * A handful of accidents at work in the demo company over the last months (issue 23), so /accidents-reports shows
 * real figures on first start: in the busiest units, most inside the seeded attendance (whose hours give the rates),
 * one linked to an approved absence of its person (its days counted as the days lost), one near miss. Deterministic
 * relative to `now`; one insert.
 */
export async function seedAccidents(db: Db, input: { companyId: string; now: Date }): Promise<void> {
  const { companyId, now } = input;
  const people = await db.select({ id: users.id, unit: users.mainBranch }).from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'user'), eq(users.active, true), sql`${users.mainBranch} IS NOT NULL`))
    .orderBy(users.username).limit(40);
  if (!people.length) return;
  // an approved whole-day absence of the last two months: the medical leave of the first accident
  const dayoffs = engineTableOf('dayoffs');
  const since = new Date(now.getTime() - 60 * DAY).toISOString().slice(0, 10);
  const [leave] = (await db.select({ id: dayoffs.id, userId: dayoffs.columns.userId, from: dayoffs.columns.from }).from(dayoffs.table)
    .where(and(eq(dayoffs.companyId, companyId), eq(dayoffs.columns.status, 'APPROVED'), sql`${dayoffs.columns.partial} IS NULL`, gte(dayoffs.columns.from, since), lte(dayoffs.columns.from, now.toISOString().slice(0, 10))))
    .orderBy(dayoffs.columns.from).limit(1)) as { id: string; userId: string; from: string }[];
  const leavePerson = leave ? people.find((p) => p.id === leave.userId) ?? (await db.select({ id: users.id, unit: users.mainBranch }).from(users).where(eq(users.id, leave.userId)))[0] : undefined;

  const rows = CASES.map(([ago, type, status, place, description, injury, bodyPart, lost], i) => {
    const linked = lost === 'leave' && leave && leavePerson?.unit;
    const person = linked ? leavePerson : people[(i * 7) % people.length];
    const when = linked ? new Date(`${leave.from}T09:40:00Z`) : new Date(now.getTime() - ago * DAY);
    when.setUTCHours(8 + (i % 8), (i * 17) % 60, 0, 0);
    const involved: AccidentPerson = {
      collaborator: person.id, stoppedWork: lost !== null && lost !== 0, injury, bodyPart,
      ...(linked ? { absence: leave.id, daysLost: null } : { daysLost: lost === 'leave' ? 2 : lost }),
    };
    return {
      companyId, occurredAt: when, place, unit: person.unit, type, status, description,
      circumstances: type === 'nearMiss' ? 'Sin lesionados' : 'Revisado con el responsable de prevención',
      witnesses: i % 2 ? 'Compañeros del turno' : null, reference: status === 'closed' && type !== 'nearMiss' ? `MUTUA-${now.getUTCFullYear()}-${String(101 + i)}` : null,
      people: type === 'nearMiss' ? [] : [involved],
    };
  });
  await db.insert(engineTableOf('accidents').table).values(rows as never);
}
