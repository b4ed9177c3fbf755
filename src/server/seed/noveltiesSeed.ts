import { NOVELTY_MAX, periodOf, periodRange, type NoveltyType } from '../../shared/novelties';
import { broughtNovelties } from '../areas/novelties/broughtNovelties';
import type { Db } from '../db/client';
import { productCatalog } from '../engine/storage';
import { createPrng } from './prng';

interface Person { id: string; role?: string | null; active?: boolean | null; mainBranch?: string | null }

/** Typed-in novelties of the demo: what, how much (a range in the type's unit) and a comment. */
const MANUAL: { type: NoveltyType; min: number; max: number; comments: string[] }[] = [
  { type: 'BONUS', min: 100, max: 600, comments: ['Objetivos de ventas del mes', 'Prima por inventario anual', 'Bonus por apertura de tienda'] },
  { type: 'COMMISSION', min: 40, max: 900, comments: ['Comisión por ventas', 'Comisión por venta de garantías'] },
  { type: 'ADVANCE', min: 200, max: 500, comments: ['Anticipo solicitado por el empleado'] },
  { type: 'DEDUCTION', min: 15, max: 120, comments: ['Descuento por compra de empleado', 'Cuota del comedor de empresa'] },
  { type: 'OTHER', min: 30, max: 150, comments: ['Plus de transporte nocturno', 'Dietas de desplazamiento'] },
];

/**
 * The demo's payroll novelties (Team › Novedades): last month's, sent to payroll, and this month's, open — those
 * the demo's approved leave and workdays bring, plus bonuses, commissions, advances and deductions typed in by hand.
 * Runs after the attendance and absences seeds, whose records it reads.
 */
export async function seedNovelties(db: Db, input: { companyId: string; people: Person[]; now: Date; seed: number | string }): Promise<void> {
  const prng = createPrng(`${input.seed}-novelties`);
  const table = productCatalog().tables.get('novelties')!.table;
  const staff = input.people.filter((p) => p.role === 'user' && p.active !== false);
  const current = periodOf(input.now.toISOString().slice(0, 10));
  const previous = periodOf(new Date(Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10));
  const rows: Record<string, unknown>[] = [];
  for (const [period, status, typed] of [[previous, 'SENT', 30], [current, 'OPEN', 14]] as const) {
    for (const n of await broughtNovelties(db, input.companyId, period, null)) rows.push({ ...n, period, status, comment: '' });
    const { from, to } = periodRange(period);
    const lastDay = Math.min(Number(to.slice(8)), period === current ? input.now.getUTCDate() : 31);
    for (let i = 0; i < typed && staff.length; i += 1) {
      const person = prng.pick(staff);
      const kind = prng.pick(MANUAL);
      const quantity = Math.min(NOVELTY_MAX.AMOUNT, Math.round((kind.min + prng.next() * (kind.max - kind.min)) * 100) / 100);
      const date = `${from.slice(0, 8)}${String(prng.int(1, lastDay)).padStart(2, '0')}`;
      rows.push({ userId: person.id, branch: person.mainBranch ?? null, type: kind.type, date, quantity, period, status, source: 'MANUAL', sourceKey: null, comment: prng.pick(kind.comments) });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(table).values(rows.slice(i, i + 500).map((r) => ({ companyId: input.companyId, extra: {}, ...r })) as never);
  }
}
