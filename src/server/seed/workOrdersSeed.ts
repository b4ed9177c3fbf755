import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branchOffices, users, workdays, workOrderLogs } from '../db/schema';
import { engineTableOf } from '../engine/tables';
import { createPrng } from './prng';
import { bulkInsertJson } from './workdaysBulkInsert';

const DAY = 86_400_000;
const JOBS = [
  ['Revisión de climatización', 'Hotel Mirador'], ['Mantenimiento preventivo de cámaras', 'Frigoríficos del Sur'], ['Inventario trimestral', 'Almacenes Iberia'],
  ['Montaje de estanterías', 'Logística Centro'], ['Reforma de probadores', 'Moda Alameda'], ['Instalación de cartelería', 'Centro Comercial Norte'],
  ['Auditoría de seguridad', 'Grupo Levante'], ['Cambio de iluminación LED', 'Ayuntamiento'], ['Puesta a punto de TPV', 'Supermercados Sol'],
  ['Recepción de mercancía', 'Importaciones Atlántico'],
] as const;

/**
 * 30 work orders across the demo's sites (their positions near the site's, plans spread over the last and the next
 * weeks, status following the plan) and a month of time on them: on each workday of the last 30 days of a person
 * of the order's unit, a log inside the workday (some days split between two orders, an order change), with the
 * marks' source; today's open workdays give open logs ("working now"). Collaborators get an hourly cost (extra) so
 * the order reports show costs. Deterministic (seeded prng, relative to `now`); bulk inserts.
 */
export async function seedWorkOrders(db: Db, input: { companyId: string; now: Date; seed: number | string }): Promise<void> {
  const { companyId, now } = input;
  const prng = createPrng(`${input.seed}:workorders`);
  const wo = engineTableOf('workorders');
  const since = new Date(now.getTime() - 30 * DAY);

  // the units with most collaborators and a position: where the orders are
  const units = await db.select({
    id: branchOffices.id, name: branchOffices.name, address: branchOffices.address, latitude: branchOffices.latitude, longitude: branchOffices.longitude,
    // qualified by hand: inside a select field Drizzle writes a column unqualified
    people: sql<number>`(select count(*) from users u where u.company_id = ${companyId} and u.main_branch = branch_offices.id and u.role = 'user' and u.active)::int`,
  }).from(branchOffices).where(eq(branchOffices.companyId, companyId));
  const sites = units.filter((u) => Number(u.people) > 0 && u.latitude !== null).sort((a, b) => Number(b.people) - Number(a.people) || a.name.localeCompare(b.name)).slice(0, 10);
  if (!sites.length) return;

  const orders = Array.from({ length: 30 }, (_, i) => {
    const site = sites[i % sites.length];
    const [title, customer] = JOBS[(i * 7) % JOBS.length];
    const startDay = Math.floor(now.getTime() / DAY) - 30 + Math.floor((i * 37) / 30);
    const start = new Date(startDay * DAY + 7 * 3_600_000);
    const end = new Date(start.getTime() + prng.int(5, 35) * DAY + 9 * 3_600_000);
    const status = i === 29 ? 'cancelled' : end < now ? 'done' : start > now ? 'open' : 'in_progress';
    return {
      companyId, code: `OT-${now.getUTCFullYear()}-${String(i + 1).padStart(4, '0')}`, title, customer, site: site.name, unit: site.id,
      address: site.address, latitude: Number(site.latitude) + (prng.next() - 0.5) * 0.02, longitude: Number(site.longitude) + (prng.next() - 0.5) * 0.02,
      plannedStart: start, plannedEnd: end, plannedHours: prng.int(4, 30) * 8, status, assignees: [] as string[], description: null,
    };
  });

  await db.transaction(async (tx) => {
    const inserted = ((await tx.insert(wo.table).values(orders as never).returning({ id: wo.id, unit: wo.columns.unit, start: wo.columns.plannedStart, end: wo.columns.plannedEnd, status: wo.columns.status })) as { id: string; unit: string; start: Date | string; end: Date | string; status: string }[])
      .map((o) => ({ ...o, start: new Date(o.start), end: new Date(o.end) }));
    const byUnit = new Map<string, typeof inserted>();
    for (const o of inserted) if (o.status !== 'cancelled') byUnit.set(o.unit, [...(byUnit.get(o.unit) ?? []), o]);

    const days = await tx.select({ userId: workdays.userId, unit: users.mainBranch, firstIn: workdays.firstIn, lastOut: workdays.lastOut })
      .from(workdays).innerJoin(users, eq(users.id, workdays.userId))
      .where(and(eq(workdays.companyId, companyId), gte(workdays.firstIn, since), eq(users.role, 'user')))
      .orderBy(workdays.userId, workdays.firstIn);
    const assignees = new Map<string, Set<string>>();
    const logs: (typeof workOrderLogs.$inferInsert)[] = [];
    const openUsers = new Set<string>();
    for (const d of days) {
      const candidates = (byUnit.get(d.unit ?? '') ?? []).filter((o) => o.start.getTime() <= d.firstIn.getTime() + DAY && o.end.getTime() >= d.firstIn.getTime() - DAY);
      // about two in three workdays are spent on an order
      if (!candidates.length || !prng.chance(0.66)) continue;
      const start = d.firstIn.getTime() + prng.int(5, 30) * 60_000;
      const open = d.lastOut === null;
      if (open && openUsers.has(d.userId)) continue;
      const end = open ? null : d.lastOut!.getTime() - prng.int(0, 20) * 60_000;
      if (end !== null && end <= start + 30 * 60_000) continue;
      const first = candidates[prng.int(0, candidates.length - 1)];
      const second = candidates.length > 1 && end !== null && prng.chance(0.25) ? candidates.find((c) => c.id !== first.id)! : null;
      const switchAt = second ? Math.round((start + (end! - start) * (0.35 + prng.next() * 0.3)) / 60_000) * 60_000 : null;
      const add = (order: string, s: number, e: number | null) => {
        logs.push({ companyId, workOrderId: order, userId: d.userId, startedAt: new Date(s), endedAt: e === null ? null : new Date(e), minutes: e === null ? null : Math.round((e - s) / 60_000), source: prng.chance(0.7) ? 'device' : 'mark' });
        assignees.set(order, (assignees.get(order) ?? new Set()).add(d.userId));
      };
      if (second && switchAt) {
        add(first.id, start, switchAt);
        add(second.id, switchAt, end);
      } else add(first.id, start, end);
      if (open) openUsers.add(d.userId);
    }
    await bulkInsertJson(tx, workOrderLogs, logs);
    for (const [id, people] of assignees) {
      await tx.update(wo.table).set({ assignees: [...people].slice(0, 40) } as never).where(eq(wo.id, id));
    }
    // an hourly cost on most collaborators (the order report's cost column): 14 to 28 a hour
    await tx.execute(sql`update ${users} set extra = coalesce(extra, '{}'::jsonb) || jsonb_build_object('hourlyCost', 14 + (abs(hashtext(id::text)) % 15))
      where company_id = ${companyId} and role = 'user' and abs(hashtext(id::text)) % 10 < 8`);
  });
}
