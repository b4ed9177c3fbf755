import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { findCollisions, type AbsenceRequest } from '../../shared/absences';
import { addDays, weekdayOf } from '../../shared/workday/zonedTime';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { FileStore } from '../files';
import { productCatalog } from '../engine/storage';
import { dayoffTypes } from '../engine/storage/productTables';
import { createPrng, type Prng } from './prng';

type Row = Record<string, unknown>;
type Person = { id: string; role?: string | null; active?: boolean | null; mainBranch?: string | null; contractStartDate?: string | null; firstName?: string; lastName?: string };

/** A one-page medical certificate in PDF, as a sick leave carries in the demo. */
async function certificatePdf(name: string, from: string, to: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Justificante médico', { x: 56, y: 770, size: 20, font: bold });
  page.drawText(`Paciente: ${name}`, { x: 56, y: 730, size: 12, font });
  page.drawText(`Reposo indicado del ${from} al ${to}.`, { x: 56, y: 710, size: 12, font });
  page.drawText('Centro de Salud (documento de demostración)', { x: 56, y: 680, size: 10, font });
  return Buffer.from(await doc.save());
}

/** The demo's two vacation matrices: the collective agreement's working days, and offices' calendar days accrued monthly. */
const MATRICES = [
  {
    name: 'Convenio general (22 laborables)', description: 'Comercio: 22 días laborables al año, uno más cada cinco años de antigüedad',
    bands: { under1: 22, from1to5: 22, from6to10: 23, from11to20: 24, over20: 25 },
    generation: 'ALL_AT_ONCE', expiry: { kind: 'MONTHS_AFTER_CYCLE', months: 3 }, dayCounting: 'LABORAL_DAYS', cycleAnchor: 'CALENDAR_YEAR',
  },
  {
    name: 'Oficinas (30 naturales)', description: 'Oficinas centrales: 30 días naturales, generados cada mes',
    bands: { under1: 30, from1to5: 30, from6to10: 30, from11to20: 31, over20: 32 },
    generation: 'MONTHLY', expiry: { kind: 'CYCLES_AFTER', cycles: 1 }, dayCounting: 'CALENDAR_DAYS', cycleAnchor: 'CALENDAR_YEAR',
  },
];

const REJECTIONS = ['Coincide con el inventario anual', 'Cobertura mínima del equipo no garantizada', 'Campaña de rebajas: solicítelo otra semana'];

const isWeekday = (date: string) => weekdayOf(date) >= 1 && weekdayOf(date) <= 5;
/** The Monday on or after `date`. */
const mondayFrom = (date: string) => {
  let d = date;
  while (weekdayOf(d) !== 1) d = addDays(d, 1);
  return d;
};
const countDays = (from: string, to: string, laboral: boolean, holidays: Set<string>) => {
  let n = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) if (!laboral || (isWeekday(d) && !holidays.has(d))) n += 1;
  return n;
};

interface Plan { typeTitle: string; from: string; to: string; status: 'PENDING' | 'APPROVED' | 'REJECTED'; partial?: { startTime: string; endTime: string }; comment?: string }

/** One person's year of requests, relative to `today`: past ones mostly decided, the coming ones partly pending. */
function planFor(prng: Prng, today: string): Plan[] {
  const plans: Plan[] = [];
  const summer = mondayFrom(addDays(today, -prng.int(90, 330)));
  plans.push({ typeTitle: 'Vacaciones', from: summer, to: addDays(summer, 4 + (prng.chance(0.4) ? 7 : 0)), status: prng.chance(0.9) ? 'APPROVED' : 'REJECTED', comment: 'Vacaciones de verano' });
  if (prng.chance(0.35)) {
    const from = addDays(today, -prng.int(10, 80));
    plans.push({ typeTitle: 'Enfermedad', from, to: addDays(from, prng.int(0, 3)), status: 'APPROVED', comment: 'Gripe' });
  }
  if (prng.chance(0.3)) {
    const from = mondayFrom(addDays(today, -prng.int(20, 200)));
    plans.push({ typeTitle: 'Asuntos propios', from: addDays(from, prng.int(0, 4)), to: '', status: prng.chance(0.85) ? 'APPROVED' : 'REJECTED' });
  }
  if (prng.chance(0.2)) {
    const from = mondayFrom(addDays(today, -prng.int(5, 120)));
    const date = addDays(from, prng.int(0, 4));
    plans.push({ typeTitle: 'Exámenes', from: date, to: date, status: 'APPROVED', partial: { startTime: '09:00', endTime: '11:00' }, comment: 'Examen oficial' });
  }
  if (prng.chance(0.25)) {
    const from = mondayFrom(addDays(today, prng.int(1, 55)));
    plans.push({ typeTitle: 'Vacaciones', from, to: addDays(from, 4), status: prng.chance(0.6) ? 'PENDING' : 'APPROVED' });
  }
  if (prng.chance(0.06)) {
    // asked for this week or the next: the reviews inbox and the dashboards have something to show today
    let date = addDays(today, prng.int(0, 9));
    while (!isWeekday(date)) date = addDays(date, 1);
    plans.push({ typeTitle: 'Asuntos propios', from: date, to: date, status: 'PENDING', comment: 'Gestiones personales' });
  }
  if (prng.chance(0.03)) {
    plans.push({ typeTitle: 'Enfermedad', from: addDays(today, -prng.int(0, 2)), to: addDays(today, prng.int(1, 4)), status: 'APPROVED', comment: 'Baja médica' });
  }
  return plans.map((p) => ({ ...p, to: p.to || p.from }));
}

/**
 * The demo company's absences: two vacation matrices assigned to everyone with an ingress date (shops follow the
 * agreement, the head office the calendar-day one), and a year of requests of every reason and state that never
 * collide, counted as the server counts them (weekdays less the national and regional holidays for working-day
 * reasons). Deterministic: the same demo on every first start for a given clock.
 */
export async function seedAbsences(db: Db, input: {
  companyId: string; people: Person[]; reviewerId: string; holidays: string[]; officeBranches: Set<string>; now: Date; seed: number | string;
  /** years of requests back from `now` (default 1; the bench asks for 3) */
  years?: number;
  /** where the demo's certificates are written (the attachments store); none: requests without attachments */
  attachments?: FileStore;
}): Promise<void> {
  const prng = createPrng(`${input.seed}-absences`);
  const today = input.now.toISOString().slice(0, 10);
  const holidays = new Set(input.holidays);
  const catalog = productCatalog();
  const matrixTable = catalog.tables.get('vacationmatrices')!;
  const dayoffTable = catalog.tables.get('dayoffs')!;

  const matrices = (await db.insert(matrixTable.table).values(MATRICES.map((m) => ({ ...m, companyId: input.companyId })) as never).returning()) as Row[];
  const [general, offices] = matrices.map((m) => String(m.id));
  const staff = input.people.filter((p) => p.role === 'user' && p.active !== false);
  const withIngress = staff.filter((p) => p.contractStartDate);
  const toOffices = withIngress.filter((p) => p.mainBranch && input.officeBranches.has(p.mainBranch)).map((p) => p.id);
  const toGeneral = withIngress.filter((p) => !toOffices.includes(p.id)).map((p) => p.id);
  for (const [matrixId, ids] of [[general, toGeneral], [offices, toOffices]] as const) {
    if (ids.length) await db.update(users).set({ vacationMatrixId: matrixId }).where(and(eq(users.companyId, input.companyId), inArray(users.id, ids)));
  }

  const reasons = await db.select().from(dayoffTypes).where(eq(dayoffTypes.companyId, input.companyId));
  const reasonByTitle = new Map(reasons.map((r) => [r.title, r]));
  const rows: Row[] = [];
  for (const person of staff) {
    const kept: AbsenceRequest[] = [];
    const plans = Array.from({ length: input.years ?? 1 }, (_, y) => planFor(prng, addDays(today, -365 * y))
      // a year ago, what was coming is long decided
      .map((p) => (y > 0 && p.status === 'PENDING' ? { ...p, status: 'APPROVED' as const } : p))).flat();
    for (const plan of plans) {
      const reason = reasonByTitle.get(plan.typeTitle);
      if (!reason || (person.contractStartDate && plan.from < person.contractStartDate)) continue;
      const request: AbsenceRequest = { userId: person.id, typeId: reason.id, from: plan.from, to: plan.to, partial: plan.partial ?? null, status: plan.status };
      if (findCollisions(request, kept).length) continue;
      kept.push({ ...request, id: String(kept.length) });
      const laboral = reason.dayCounting === 'LABORAL_DAYS';
      const days = plan.partial ? 0.25 : countDays(plan.from, plan.to, laboral, holidays);
      // asked 7–30 days ahead, and never after today (a future request was asked in the last days)
      const askedOn = addDays(plan.from, -prng.int(7, 30));
      const createdAt = `${askedOn < today ? askedOn : addDays(today, -prng.int(1, 6))}T09:${String(prng.int(10, 59))}:00.000Z`;
      const decidedOn = addDays(createdAt.slice(0, 10), prng.int(1, 4));
      const decidedAt = `${decidedOn < today ? decidedOn : today}T08:00:00.000Z`;
      const reasonText = plan.status === 'REJECTED' ? prng.pick(REJECTIONS) : null;
      const decided = plan.status !== 'PENDING';
      const attachments = [];
      if (input.attachments && reason.requiresAttachment && plan.typeTitle === 'Enfermedad') {
        const bytes = await certificatePdf(`${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(), plan.from, plan.to);
        const { name } = await input.attachments.put(input.companyId, bytes, 'pdf');
        attachments.push({ id: name, name: 'justificante-medico.pdf', type: 'application/pdf', size: bytes.length });
      }
      rows.push({
        companyId: input.companyId, userId: person.id, typeId: reason.id, from: plan.from, to: plan.to, partial: plan.partial ?? null,
        comment: plan.comment ?? null, status: plan.status, days, branch: person.mainBranch ?? null, attachments,
        review: decided ? { reviewerId: input.reviewerId, reason: reasonText, at: decidedAt } : null,
        history: [
          { kind: 'CREATED', by: person.id, at: createdAt },
          ...(decided ? [{ kind: 'REVIEW', from: 'PENDING', to: plan.status, reviewerId: input.reviewerId, reason: reasonText, at: decidedAt }] : []),
        ],
        createdAt: new Date(createdAt), updatedAt: new Date(decided ? decidedAt : createdAt),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(dayoffTable.table).values(rows.slice(i, i + 500) as never);
}
