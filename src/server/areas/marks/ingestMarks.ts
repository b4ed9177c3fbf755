import { randomUUID } from 'node:crypto';
import { markBatches } from '../webhooks/eventData';
import { emitEvents } from '../webhooks/emitEvent';
import { and, eq } from 'drizzle-orm';
import { addDays, localDateOf, parseInstant, readGeneralConfig, validateMark, type GeneralConfig } from '../../../shared/workday';
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
import { CommitGroups } from './commitGroups';

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
 *    workdays from the day before to the day after each mark are recomputed with buildWorkdays. Batches of the
 *    company arriving while its previous commit runs share the next transaction (commitMarks); this one answers
 *    only after that commit.
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
    // concurrent batches of the company (same rules) are committed together: see commitGroups.ts
    await groupsOf(db).run(`${auth.company.id}|${JSON.stringify(config)}`, { companyId: auth.company.id, config, now, accepted, duplicates, results });
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

/** One request's part of a group commit: its checked marks, and the answers the commit fills in. */
interface MarkJob {
  companyId: string;
  config: GeneralConfig;
  now: number;
  accepted: Accepted[];
  duplicates: { index: number; row: MarkRow; user: MarkUser }[];
  results: (MarkResult | undefined)[];
}

const groups = new WeakMap<Db, CommitGroups<MarkJob, void>>();
const groupsOf = (db: Db) => {
  let g = groups.get(db);
  if (!g) groups.set(db, (g = new CommitGroups<MarkJob, void>((jobs) => commitMarks(db, jobs))));
  return g;
};

/**
 * ONE transaction for the jobs of one company: lock every person they name, insert every new mark (ON CONFLICT DO
 * NOTHING: an id already stored, or twice in the group, is answered as a duplicate of the stored mark), open and
 * close work order logs and queue `mark.received` per request as each alone would, rebuild each touched person's
 * days once, and fill each request's answers.
 */
async function commitMarks(db: Db, jobs: MarkJob[]): Promise<void[]> {
  const { companyId, config } = jobs[0];
  const now = Math.max(...jobs.map((j) => j.now));
  await db.transaction(async (tx) => {
    await lockUsers(tx, companyId, jobs.flatMap((j) => [...j.accepted.map((a) => a.user.id), ...j.duplicates.map((d) => d.user.id)]));
    // the rows as stored (ids given here): only which of them went in comes back
    const rowsOf = jobs.map((j) => j.accepted.map(({ input, user }) => ({
      id: randomUUID(),
      companyId,
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
    })));
    const rows = rowsOf.flat();
    // their users are locked above and were read in this request: no foreign key check per row (PGlite)
    const insertedIds = rows.length
      ? new Set((await withLockedUserReferences(tx, () => returnedRows<{ id: string }>(tx, tx.insert(marks).select(jsonRows(marks, rows)).onConflictDoNothing().returning({ id: marks.id }), { id: 'id' }))).map((r) => r.id))
      : new Set<string>();
    for (const jobRows of rowsOf) {
      const inserted = jobRows.filter((r) => insertedIds.has(r.id));
      await applyMarkLogs(tx, companyId, inserted);
      await emitEvents(tx, companyId, 'mark.received', markBatches(inserted));
    }
    const insertedById = new Map(rows.filter((r) => insertedIds.has(r.id)).map(({ id, userId, clientId, at, type, source }): [string, MarkRow] => [clientId, { id, userId, clientId, at, type, source }]));
    // a concurrent delivery of the same id won the insert: answer it as a duplicate
    const lost = rows.filter((r) => !insertedIds.has(r.id));
    const raced = lost.length
      ? new Map((await tx.select(MARK_FIELDS).from(marks).where(and(eq(marks.companyId, companyId), anyText(marks.clientId, lost.map((r) => r.clientId))))).map((m) => [m.clientId, m]))
      : new Map<string, MarkRow>();

    const touchedOf = jobs.map((j, k) => [
      ...j.accepted.flatMap((a, i) => {
        const own = insertedIds.has(rowsOf[k][i].id);
        const row = own ? insertedById.get(a.input.id) : raced.get(a.input.id);
        return row ? [{ index: a.index, row, user: a.user, duplicate: !own }] : [];
      }),
      ...j.duplicates.map((d) => ({ ...d, duplicate: true })),
    ]);
    const recomputed = await recomputeWorkdays(tx, companyId, rangesOf(touchedOf.flat()), config, now);
    jobs.forEach((j, k) => {
      for (const t of touchedOf[k]) {
        const placed = recomputed.placed.get(t.row.id);
        const ignored = recomputed.ignored.get(t.row.id);
        j.results[t.index] = {
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
  });
  return jobs.map(() => undefined);
}
