import type { ArticleHistoryEntry, ArticleMove, ArticleStatus } from '../../shared/inventory';
import { addDays } from '../../shared/workday/zonedTime';
import type { Db } from '../db/client';
import { productCatalog } from '../engine/storage';
import { createPrng, type Prng } from './prng';

type Row = Record<string, unknown>;
type Person = { id: string; role?: string | null; active?: boolean | null; firstName?: string | null; lastName?: string | null };

/** The demo's article types and, for each, the models bought, their price and how many. */
type Model = readonly [string, number];
const TYPES: readonly { title: string; description: string; color: string; prefix: string; models: readonly Model[]; count: number }[] = [
  { title: 'Portátil', description: 'Ordenadores portátiles de empresa', color: '#1677ff', prefix: 'PT', models: [['Dell Latitude 5440', 1150], ['Lenovo ThinkPad T14', 1090], ['HP EliteBook 840', 1240], ['MacBook Air M2', 1320]], count: 38 },
  { title: 'Móvil', description: 'Teléfonos móviles corporativos', color: '#13c2c2', prefix: 'MV', models: [['Samsung Galaxy A54', 389], ['iPhone 13', 629], ['Xiaomi Redmi Note 12', 219]], count: 34 },
  { title: 'Uniforme', description: 'Uniformes de tienda y almacén', color: '#fa8c16', prefix: 'UN', models: [['Polo corporativo talla M', 24], ['Polo corporativo talla L', 24], ['Chaqueta de almacén', 58], ['Forro polar', 39]], count: 30 },
  { title: 'Llaves', description: 'Llaves y tarjetas de acceso', color: '#faad14', prefix: 'LL', models: [['Llave de tienda', 12], ['Tarjeta de acceso', 8], ['Llave de almacén', 12]], count: 22 },
  { title: 'Herramientas', description: 'Herramientas de almacén y mantenimiento', color: '#722ed1', prefix: 'HE', models: [['Taladro Bosch GSB 18V', 149], ['Transpaleta manual', 320], ['Escalera de aluminio', 95], ['Lector de códigos Zebra', 410]], count: 18 },
  { title: 'Tablet', description: 'Tabletas para inventario y fichaje', color: '#52c41a', prefix: 'TB', models: [['iPad 10.ª generación', 449], ['Samsung Galaxy Tab A8', 229]], count: 10 },
];

const REPAIR_NOTES = ['Pantalla rota', 'No carga la batería', 'Teclado defectuoso', 'Revisión anual', 'Cremallera rota'];
const RETURN_NOTES = ['Cambio de puesto', 'Fin de contrato', 'Sustituido por un modelo nuevo', null, null];
const UNAVAILABLE_NOTES = ['Extraviado', 'Pendiente de baja', 'Robado: denuncia presentada'];

/** The state each article ends in, by weight: most laptops, phones and uniforms are in someone's hands. */
const FINAL: readonly (readonly [ArticleStatus, number])[] = [['ASSIGNED', 55], ['AVAILABLE', 25], ['MANTAINANCE', 10], ['NOT_AVAILABLE', 10]];

const instant = (date: string, prng: Prng) => `${date}T${String(prng.int(8, 17)).padStart(2, '0')}:${String(prng.int(0, 59)).padStart(2, '0')}:00.000Z`;

/**
 * The demo company's inventory: six article types and ~150 articles in every state, each with a history that
 * could have happened (bought, maybe lent before and given back, then its current state), many in the hands of
 * demo collaborators. Deterministic for a given seed and clock.
 */
export async function seedInventory(db: Db, input: { companyId: string; people: Person[]; managerId: string; now: Date; seed: number | string }): Promise<void> {
  const prng = createPrng(`${input.seed}-inventory`);
  const today = input.now.toISOString().slice(0, 10);
  const catalog = productCatalog();
  const typeTable = catalog.tables.get('articletypes')!;
  const articleTable = catalog.tables.get('articles')!;
  const staff = input.people.filter((p) => p.role === 'user' && p.active !== false).map((p) => p.id);
  const nameOf = new Map(input.people.map((p) => [p.id, `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim()]));
  const by = input.managerId;
  const byName = nameOf.get(by) ?? '';

  const types = (await db.insert(typeTable.table).values(TYPES.map(({ title, description, color }) => ({ companyId: input.companyId, title, description, color })) as never).returning()) as Row[];
  const rows: Row[] = [];
  TYPES.forEach((type, ti) => {
    for (let n = 1; n <= type.count; n += 1) {
      const [model, price] = prng.pick(type.models);
      const purchaseDate = addDays(today, -prng.int(40, 1100));
      let at = instant(purchaseDate, prng);
      let day = purchaseDate;
      const history: ArticleHistoryEntry[] = [{ kind: 'CREATED', to: 'AVAILABLE', by, byName, at }];
      // each move a few days to a few months after the one before; `recent`: within the last weeks (what is at the
      // repairer now went there lately), never before the previous move nor after today
      const step = (move: ArticleMove, from: ArticleStatus, to: ArticleStatus, extra: { userId?: string | null; note?: string | null; recent?: number } = {}) => {
        const next = extra.recent ? addDays(today, -prng.int(1, extra.recent)) : addDays(day, prng.int(3, Math.max(4, Math.min(120, Math.floor((Date.parse(today) - Date.parse(day)) / 86_400_000 / 3)))));
        day = next < day ? day : next > today ? today : next;
        at = instant(day, prng);
        const userId = extra.userId ?? null;
        history.push({ kind: 'MOVED', move, from, to, userId, note: extra.note ?? null, by, byName, at, ...(userId ? { userName: nameOf.get(userId) ?? '' } : {}) });
      };
      // an earlier loan, given back
      if (staff.length && prng.chance(0.35)) {
        const earlier = prng.pick(staff);
        step('assign', 'AVAILABLE', 'ASSIGNED', { userId: earlier, note: 'Entrega inicial' });
        step('return', 'ASSIGNED', 'AVAILABLE', { userId: earlier, note: prng.pick(RETURN_NOTES) });
      }
      if (prng.chance(0.15)) {
        step('repair', 'AVAILABLE', 'MANTAINANCE', { note: prng.pick(REPAIR_NOTES) });
        step('repaired', 'MANTAINANCE', 'AVAILABLE');
      }
      const final = staff.length ? prng.weighted(FINAL) : 'AVAILABLE';
      let assigneeId: string | null = null;
      let assignedAt: string | null = null;
      if (final === 'ASSIGNED') {
        assigneeId = prng.pick(staff);
        step('assign', 'AVAILABLE', 'ASSIGNED', { userId: assigneeId, note: prng.chance(0.3) ? 'Firmado el documento de entrega' : null });
        assignedAt = at;
      } else if (final === 'MANTAINANCE') step('repair', 'AVAILABLE', 'MANTAINANCE', { note: prng.pick(REPAIR_NOTES), recent: 30 });
      else if (final === 'NOT_AVAILABLE') step('unavailable', 'AVAILABLE', 'NOT_AVAILABLE', { note: prng.pick(UNAVAILABLE_NOTES), recent: 120 });
      rows.push({
        companyId: input.companyId, title: model, typeId: types[ti].id, code: `${type.prefix}-${String(n).padStart(4, '0')}`,
        description: `${type.title} · ${model}`, purchaseDate, value: price, notes: null,
        status: final, assigneeId, assignedAt, history,
        createdAt: new Date(history[0].at), updatedAt: new Date(at),
      });
    }
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(articleTable.table).values(rows.slice(i, i + 500) as never);
}
