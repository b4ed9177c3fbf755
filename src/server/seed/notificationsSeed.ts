import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { dayoffTypes } from '../engine/storage/productTables';
import { engineTableOf } from '../engine/tables';

/**
 * The owner's notifications on first start: the latest pending absence requests (the newest unread) and last month's
 * payroll processed in the document hub — what the bell would have collected (texts: notifications.kinds.*).
 */
export async function seedNotifications(db: Db, input: { companyId: string; ownerId: string; now: Date }): Promise<void> {
  const { companyId, ownerId, now } = input;
  const t = engineTableOf('dayoffs');
  const pending = (await db.select().from(t.table).where(and(eq(t.companyId, companyId), eq(t.columns.status, 'PENDING')))
    .orderBy(desc(t.columns.from)).limit(8)) as Record<string, unknown>[];
  const people = pending.length ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)
    .where(inArray(users.id, pending.map((p) => String(p.userId)))) : [];
  const types = await db.select({ id: dayoffTypes.id, title: dayoffTypes.title }).from(dayoffTypes).where(eq(dayoffTypes.companyId, companyId));
  const nameOf = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName ?? ''}`.trim()]));
  const typeOf = new Map(types.map((x) => [x.id, x.title]));
  const rows: (typeof notifications.$inferInsert)[] = pending.map((p, i) => {
    const params = { name: nameOf.get(String(p.userId)) ?? '', reason: typeOf.get(String(p.typeId)) ?? '', from: String(p.from), to: String(p.to) };
    return {
      companyId, userId: ownerId, kind: 'DAYOFF_REQUESTED', title: `Nueva solicitud de ${params.name}`, body: `${params.reason}: del ${params.from} al ${params.to}`,
      params, link: `/requests/view/${String(p.id)}`, entity: 'dayoffs', entityId: String(p.id),
      createdAt: new Date(now.getTime() - (i + 1) * 3 * 3_600_000), readAt: i < 5 ? null : new Date(now.getTime() - i * 3_600_000),
    };
  });
  const envelopes = engineTableOf('envelopes');
  const [envelope] = (await db.select({ id: envelopes.id, title: envelopes.columns.title }).from(envelopes.table)
    .where(eq(envelopes.companyId, companyId)).limit(1)) as { id: string; title: string }[];
  if (envelope) {
    rows.push({
      companyId, userId: ownerId, kind: 'JOB_FINISHED', title: `Documentos procesados: ${envelope.title}`, body: '', params: { title: envelope.title, documents: 230, unassigned: 1 },
      link: `/company/document/${envelope.id}`, entity: 'envelopes', entityId: envelope.id, createdAt: new Date(now.getTime() - 26 * 3_600_000), readAt: null,
    });
  }
  if (rows.length) await db.insert(notifications).values(rows);
}
