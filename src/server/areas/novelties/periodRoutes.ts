import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { emitEvent } from '../webhooks/emitEvent';
import type { FastifyInstance } from 'fastify';
import { effectiveFlags } from '../../../shared/companyFlags';
import { noveltiesGenerate, NOVELTY_TYPES, noveltyUnit } from '../../../shared/novelties';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { writeAudits } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import type { Engine } from '../../engine/engine';
import { engineTableOf } from '../../engine/tables';
import { ApiError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { recordTransaction } from '../integrations/recordTransaction';
import { broughtNovelties } from './broughtNovelties';

const tags = ['novelties'];
type Scope = Set<string> | null;
type Row = Record<string, unknown>;

const PERIOD_BODY = {
  type: 'object', additionalProperties: false, required: ['period'],
  properties: { period: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'the pay period, YYYY-MM' } },
} as const;

/** What a period call reaches: the caller, their unit scope and the engine's conditions for both (company, units). */
interface Reach { auth: AuthContext; scope: Scope; conditions: SQL[] }

async function reachOf(api: FastifyInstance, engine: Engine, auth: AuthContext): Promise<Reach> {
  const scope = await unitScopeOf(api.db, auth);
  return { auth, scope, conditions: engine.service('novelties').scopeConditions(auth, scope) };
}

/** the novelties the caller reaches matching `conds` */
const whereOf = (reach: Reach, ...conds: SQL[]): SQL | undefined => and(...reach.conditions, ...conds);

/** OPEN ↔ SENT for every novelty of the period the caller reaches; one audit row each. */
async function moveAll(db: Db, reach: Reach, period: string, from: 'OPEN' | 'SENT', to: 'OPEN' | 'SENT'): Promise<number> {
  const t = engineTableOf('novelties');
  const c = t.columns;
  return db.transaction(async (tx) => {
    const rows = (await tx.update(t.table).set({ status: to, updatedAt: new Date() } as never)
      .where(whereOf(reach, eq(c.period, period), eq(c.status, from))).returning({ id: t.id })) as { id: string }[];
    await writeAudits(tx, reach.auth, rows.map((r) => ({ entity: 'novelties', entityId: r.id, action: 'update' as const, changes: { status: { from, to } } })));
    // the payroll provider's side hears of a period sent (with what it holds), not of a reopening
    if (to === 'SENT' && rows.length) await emitEvent(tx, reach.auth.company.id, 'novelty.period_sent', { period, novelties: rows.length, noveltyIds: rows.map((r) => r.id).slice(0, 5000) });
    return rows.length;
  });
}

/**
 * Bring the period's novelties from absences and workdays (V2): new ones are created, brought ones still OPEN and
 * untouched are brought up to date, and brought ones whose record no longer says so (a request later rejected) go.
 * Novelties edited by hand (now MANUAL) and those sent to payroll are left as they are.
 */
async function bring(db: Db, reach: Reach, period: string) {
  const { auth, scope } = reach;
  const t = engineTableOf('novelties');
  const c = t.columns;
  return db.transaction(async (tx) => {
    // one bring at a time per company: two at once would both create what is new
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`novelties:${auth.company.id}`}, 0))`);
    const wanted = await broughtNovelties(tx, auth.company.id, period, scope);
    const byKey = new Map(wanted.map((n) => [n.sourceKey, n]));
    // the period's brought novelties, and any whose key is wanted though edited into another month
    const keys = [...byKey.keys()];
    const samePeriodOrKey = keys.length ? or(eq(c.period, period), inArray(c.sourceKey, keys)) : eq(c.period, period);
    const existing = (await tx.select().from(t.table).where(whereOf(reach, sql`${c.sourceKey} IS NOT NULL`, samePeriodOrKey as SQL))) as Row[];
    const known = new Map(existing.map((r) => [String(r.sourceKey), r]));
    const audits: Parameters<typeof writeAudits>[2] = [];
    const fresh = wanted.filter((n) => !known.has(n.sourceKey));
    for (let i = 0; i < fresh.length; i += 500) {
      const rows = (await tx.insert(t.table).values(fresh.slice(i, i + 500).map((n) => ({
        companyId: auth.company.id, extra: {}, userId: n.userId, type: n.type, date: n.date, quantity: n.quantity, period,
        status: 'OPEN', source: n.source, sourceKey: n.sourceKey, branch: n.branch, comment: '',
      })) as never).returning()) as Row[];
      for (const r of rows) audits.push({ entity: 'novelties', entityId: String(r.id), action: 'create', changes: { ...r, extra: undefined } });
    }
    let updated = 0;
    let removed = 0;
    for (const row of existing) {
      if (row.status !== 'OPEN' || row.source === 'MANUAL') continue;
      const want = byKey.get(String(row.sourceKey));
      if (!want) {
        await tx.delete(t.table).where(eq(t.id, String(row.id)));
        audits.push({ entity: 'novelties', entityId: String(row.id), action: 'delete', changes: { ...row, extra: undefined } });
        removed += 1;
      } else if (Number(row.quantity) !== want.quantity || String(row.date) !== want.date || row.type !== want.type) {
        await tx.update(t.table).set({ quantity: want.quantity, date: want.date, type: want.type, updatedAt: new Date() } as never).where(eq(t.id, String(row.id)));
        audits.push({ entity: 'novelties', entityId: String(row.id), action: 'update', changes: { quantity: { from: row.quantity, to: want.quantity } } });
        updated += 1;
      }
    }
    await writeAudits(tx, auth, audits);
    return { created: fresh.length, updated, removed, unchanged: wanted.length - fresh.length - updated };
  });
}

/** The period's figures: novelties open and sent, and per type how many and their total in the type's unit. */
async function summary(db: Db, reach: Reach, period: string) {
  const t = engineTableOf('novelties');
  const c = t.columns;
  const rows = (await db.select({ type: c.type, status: c.status, count: sql<number>`count(*)::int`, total: sql<string>`sum(${c.quantity})` })
    .from(t.table).where(whereOf(reach, eq(c.period, period))).groupBy(c.type, c.status)) as { type: string; status: string; count: number; total: string }[];
  const byType = NOVELTY_TYPES.map((type) => {
    const of = rows.filter((r) => r.type === type);
    return { type, unit: noveltyUnit(type), count: of.reduce((s, r) => s + Number(r.count), 0), total: Math.round(of.reduce((s, r) => s + Number(r.total), 0) * 100) / 100 };
  }).filter((r) => r.count > 0);
  const count = (status: string) => rows.filter((r) => r.status === status).reduce((s, r) => s + Number(r.count), 0);
  return { period, open: count('OPEN'), sent: count('SENT'), byType };
}

/**
 * The period's actions on novelties (docs/api/novelties.md): bring them from absences and workdays (V2), send the
 * period to payroll (locks its novelties), reopen it, and its summary. CRUD is the engine's (resources/novelties.ts).
 */
export function registerNoveltyPeriodRoutes(api: FastifyInstance, engine: Engine): void {
  api.post<{ Body: { period: string } }>('/novelties/generate', {
    config: { module: 'news', action: 'POST' },
    schema: {
      tags, body: PERIOD_BODY,
      summary: "Bring the period's novelties from approved leave and workdays (novelties version V2): { data: { created, updated, removed, unchanged } }",
      description: 'Approved requests starting in the period whose reason tells payroll (payrollNovelty, or unpaid) give one SICK_LEAVE or UNPAID_LEAVE novelty with their days; workdays give each person\'s OVERTIME and NIGHT_HOURS of the month. Bringing again updates brought novelties still OPEN and untouched, removes those no longer backed, never touches MANUAL or SENT ones. 409 NOVELTIES_V2_REQUIRED when the company\'s novelties version is not V2. Unit-scoped callers bring only their units\' people.',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!noveltiesGenerate(effectiveFlags(auth.company as unknown as Record<string, unknown>).noveltiesVersion)) throw new ApiError(409, 'NOVELTIES_V2_REQUIRED');
    return { data: await bring(api.db, await reachOf(api, engine, auth), request.body.period) };
  });

  api.post<{ Body: { period: string } }>('/novelties/send', {
    config: { module: 'news', action: 'PATCH' },
    schema: { tags, body: PERIOD_BODY, summary: "Send the period to payroll: its OPEN novelties become SENT and can no longer change: { data: { sent } }" },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const sent = await moveAll(api.db, await reachOf(api, engine, auth), request.body.period, 'OPEN', 'SENT');
    await recordTransaction(api.db, { companyId: auth.company.id, integration: 'payroll', direction: 'out', status: 'ok', action: 'payroll.periodSent', payload: { period: request.body.period, novelties: sent }, userId: auth.user.id }, request.log);
    return { data: { sent } };
  });

  api.post<{ Body: { period: string } }>('/novelties/reopen', {
    config: { module: 'news', action: 'PATCH' },
    schema: { tags, body: PERIOD_BODY, summary: 'Reopen a period sent to payroll: its SENT novelties become OPEN again: { data: { reopened } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const reopened = await moveAll(api.db, await reachOf(api, engine, auth), request.body.period, 'SENT', 'OPEN');
    await recordTransaction(api.db, { companyId: auth.company.id, integration: 'payroll', direction: 'out', status: 'ok', action: 'payroll.periodReopened', payload: { period: request.body.period, novelties: reopened }, userId: auth.user.id }, request.log);
    return { data: { reopened } };
  });

  api.get<{ Querystring: { period: string } }>('/novelties/summary', {
    config: { module: 'news', action: 'GET' },
    schema: { tags, querystring: PERIOD_BODY, summary: "The period's figures: { data: { period, open, sent, byType: [{ type, unit, count, total }] } }" },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: await summary(api.db, await reachOf(api, engine, auth), request.query.period) };
  });
}
