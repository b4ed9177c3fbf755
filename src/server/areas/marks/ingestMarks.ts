import { randomUUID } from 'node:crypto';
import { markBatches } from '../webhooks/eventData';
import { emitEvents } from '../webhooks/emitEvent';
import { and, eq } from 'drizzle-orm';
import { addDays, localDateOf, parseInstant, readGeneralConfig, validateMark } from '../../../shared/workday';
import { attendanceChanged } from '../workdays/attendanceVersion';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { anyText, jsonRows } from '../../db/jsonRows';
import { marks } from '../../db/schema';
import { createAjv } from '../../http/ajv';
import type { PendingFieldError } from '../../http/apiError';
import { ajvToFieldErrors } from '../../http/fieldErrors';
import { MARK_FIELDS, recomputeWorkdays, type MarkIgnoredReason, type MarkRow, type RecomputeRange } from '../workdays/recomputeWorkdays';
import { lockUsers } from '../workdays/userLocks';
import { withLockedUserReferences } from '../workdays/lockedUserRows';
import { returnedRows } from '../workdays/returnedRows';
import { MARK_ITEM_SCHEMA, type MarkInput } from './markSchemas';
import { markUsers, userOfMark, type MarkUser } from './markUsers';
import { applyMarkLogs, refuseUnknownWorkOrders } from '../workOrders/markLogs';

const validateShape = createAjv().compile(MARK_ITEM_SCHEMA);

/** What happened to one mark of a request. A duplicate answers what the first delivery stored. */
export interface MarkResult {
  index: number;
  /** the sender's id */
  id: string | null;
  status: 'created' | 'duplicate' | 'rejected';
  duplicate: boolean;
  markId?: string;
  userId?: string;
  at?: string;
  type?: string;
  source?: string;
  /** the workday the mark is part of (null: no workday took it, see `ignored`) */
  workdayId?: string | null;
  workdayDate?: string | null;
  /** stored, but no workday took it: the shared rules' reason, or MANUAL_WORKDAY (that date was corrected by hand) */
  ignored?: MarkIgnoredReason;
  /** for a rejected mark: the status and code a single mark would be answered with */
  statusCode?: number;
  code?: string;
  errors?: PendingFieldError[];
}

interface Accepted {
  index: number;
  input: MarkInput;
  user: MarkUser;
}

const rejected = (index: number, id: string | null, statusCode: number, code: string, errors?: PendingFieldError[]): MarkResult => ({
  index, id, status: 'rejected', duplicate: false, statusCode, code, ...(errors?.length ? { errors } : {}),
});

/**
 * Stores marks idempotently and rebuilds the workdays they touch, in one transaction:
 * 1. each mark is checked on its own (shape, user in the caller's company and units, validateMark: type, instant,
 *    not in the future); a bad one is rejected without stopping the others;
 * 2. an id already stored (or repeated inside the request) is a duplicate: nothing is written, the first result
 *    is answered again;
 * 3. the new marks are inserted (ON CONFLICT DO NOTHING covers two deliveries racing) and every affected user's
 *    workdays from the day before to the day after each mark are recomputed with buildWorkdays.
 */
export async function ingestMarks(db: Db, auth: AuthContext, scope: Set<string> | null, items: unknown[], now: number): Promise<MarkResult[]> {
  const results: (MarkResult | undefined)[] = new Array(items.length);
  const shaped: { index: number; input: MarkInput }[] = [];
  const firstOfId = new Map<string, number>();
  const repeats: { index: number; of: number }[] = [];
  items.forEach((item, index) => {
    const id = item && typeof item === 'object' && typeof (item as MarkInput).id === 'string' ? (item as MarkInput).id : null;
    if (!validateShape(item)) return void (results[index] = rejected(index, id, 400, 'VALIDATION_ERROR', ajvToFieldErrors(validateShape.errors ?? [])));
    const input = item as MarkInput;
    if (!input.userId && !input.numberOfDocument) return void (results[index] = rejected(index, id, 400, 'VALIDATION_ERROR', [{ field: 'userId', code: 'required', message: '' }]));
    const first = firstOfId.get(input.id);
    if (first !== undefined) return void repeats.push({ index, of: first });
    firstOfId.set(input.id, index);
    shaped.push({ index, input });
  });

  const stored = shaped.length
    ? await db.select(MARK_FIELDS).from(marks).where(and(eq(marks.companyId, auth.company.id), anyText(marks.clientId, shaped.map((s) => s.input.id))))
    : [];
  const storedById = new Map(stored.map((m) => [m.clientId, m]));
  const found = await markUsers(db, auth, scope,
    [...shaped.filter((s) => !storedById.has(s.input.id) && s.input.userId).map((s) => s.input.userId!), ...stored.map((m) => m.userId)],
    shaped.filter((s) => !storedById.has(s.input.id) && !s.input.userId).map((s) => s.input.numberOfDocument!));

  const accepted: Accepted[] = [];
  const duplicates: { index: number; row: MarkRow; user: MarkUser }[] = [];
  for (const { index, input } of shaped) {
    const old = storedById.get(input.id);
    if (old) {
      const user = found.byId.get(old.userId);
      if (!user?.visible) results[index] = rejected(index, input.id, 404, 'NOT_FOUND');
      else duplicates.push({ index, row: old, user });
      continue;
    }
    const user = userOfMark(found, input);
    if (!user?.visible) results[index] = rejected(index, input.id, 404, 'NOT_FOUND', [{ field: input.userId ? 'userId' : 'numberOfDocument', code: 'NOT_FOUND', message: '' }]);
    else if (!user.active) results[index] = rejected(index, input.id, 409, 'USER_INACTIVE', [{ field: input.userId ? 'userId' : 'numberOfDocument', code: 'USER_INACTIVE', message: '' }]);
    else {
      const errors = validateMark({ ...input, userId: user.id }, now);
      if (errors.length) results[index] = rejected(index, input.id, 400, 'VALIDATION_ERROR', errors);
      else accepted.push({ index, input, user });
    }
  }
  // marks naming a work order (issue 22): the order must be the company's and open, or the mark is refused
  await refuseUnknownWorkOrders(db, auth.company.id, accepted, (a, statusCode, code) => { results[a.index] = rejected(a.index, a.input.id, statusCode, code, [{ field: 'workOrderId', code, message: '' }]); });

  if (accepted.length || duplicates.length) {
    const config = readGeneralConfig((auth.company.configuration as { general?: unknown }).general);
    await db.transaction(async (tx) => {
      await lockUsers(tx, auth.company.id, [...accepted.map((a) => a.user.id), ...duplicates.map((d) => d.user.id)]);
      // the rows as stored (ids given here): only which of them went in comes back, as one JSON text
      const rows = accepted.map(({ input, user }) => ({
        id: randomUUID(),
        companyId: auth.company.id,
        userId: user.id,
        clientId: input.id,
        at: new Date(parseInstant(input.at)!),
        type: input.type,
        source: input.source,
        device: input.device ?? null,
        latitude: input.position?.lat ?? null,
        longitude: input.position?.lng ?? null,
        accuracy: input.position?.accuracy ?? null,
        workOrderId: input.workOrderId ?? null,
      }));
      // their users are locked above and were read in this request: no foreign key check per row (PGlite)
      const insertedIds = rows.length
        ? new Set((await withLockedUserReferences(tx, () => returnedRows<{ id: string }>(tx, tx.insert(marks).select(jsonRows(marks, rows)).onConflictDoNothing().returning({ id: marks.id }), { id: 'id' }))).map((r) => r.id))
        : new Set<string>();
      await applyMarkLogs(tx, auth.company.id, rows.filter((r) => insertedIds.has(r.id)));
      await emitEvents(tx, auth.company.id, 'mark.received', markBatches(rows.filter((r) => insertedIds.has(r.id))));
      const inserted: MarkRow[] = rows.filter((r) => insertedIds.has(r.id)).map(({ id, userId, clientId, at, type, source }) => ({ id, userId, clientId, at, type, source }));
      const insertedById = new Map(inserted.map((m) => [m.clientId, m]));
      // a concurrent delivery of the same id won the insert: answer it as a duplicate
      const lost = accepted.filter((a) => !insertedById.has(a.input.id));
      const raced = lost.length
        ? new Map((await tx.select(MARK_FIELDS).from(marks).where(and(eq(marks.companyId, auth.company.id), anyText(marks.clientId, lost.map((a) => a.input.id))))).map((m) => [m.clientId, m]))
        : new Map<string, MarkRow>();

      const touched: { index: number; row: MarkRow; user: MarkUser; duplicate: boolean }[] = [
        ...accepted.flatMap((a) => {
          const row = insertedById.get(a.input.id) ?? raced.get(a.input.id);
          return row ? [{ index: a.index, row, user: a.user, duplicate: !insertedById.has(a.input.id) }] : [];
        }),
        ...duplicates.map((d) => ({ ...d, duplicate: true })),
      ];
      const recomputed = await recomputeWorkdays(tx, auth.company.id, rangesOf(touched), config, now);
      for (const t of touched) {
        const placed = recomputed.placed.get(t.row.id);
        const ignored = recomputed.ignored.get(t.row.id);
        results[t.index] = {
          index: t.index,
          id: t.row.clientId,
          status: t.duplicate ? 'duplicate' : 'created',
          duplicate: t.duplicate,
          markId: t.row.id,
          userId: t.row.userId,
          at: t.row.at.toISOString(),
          type: t.row.type,
          source: t.row.source,
          workdayId: placed?.workdayId ?? null,
          workdayDate: placed?.date ?? null,
          ...(ignored ? { ignored } : {}),
        };
      }
    });
    attendanceChanged(auth.company.id);
  }
  for (const r of repeats) {
    const first = results[r.of]!;
    results[r.index] = first.status === 'rejected' ? { ...first, index: r.index } : { ...first, index: r.index, status: 'duplicate', duplicate: true };
  }
  return results as MarkResult[];
}

/** Per user, the local dates whose workdays a mark can change: the day before (a night shift) to the day after. */
function rangesOf(touched: { row: MarkRow; user: MarkUser }[]): RecomputeRange[] {
  const byUser = new Map<string, RecomputeRange>();
  for (const { row, user } of touched) {
    const date = localDateOf(row.at.getTime(), user.timeZone);
    const from = addDays(date, -1);
    const to = addDays(date, 1);
    const r = byUser.get(user.id);
    if (!r) byUser.set(user.id, { userId: user.id, timeZone: user.timeZone, from, to });
    else {
      if (from < r.from) r.from = from;
      if (to > r.to) r.to = to;
    }
  }
  return [...byUser.values()];
}
