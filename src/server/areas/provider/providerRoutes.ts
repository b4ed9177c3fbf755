import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth, type AuthContext } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { writeAudit } from '../../audit/auditLog';
import { bills, companies, subscriptions, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/apiError';
import { CompanyCreationError, createCompany } from '../../seed/companyCreation';
import { isStrongPassword } from '../../../shared/password';
import { FLAG_KEYS, VERSION_FLAGS } from '../../../shared/provider';
import { PLANS } from '../../../shared/subscription';
import { assertProvider } from '../subscription/access';
import { billView } from '../subscription/billViews';
import { currentSubscription, subscriptionView } from '../subscription/subscriptionStore';
import { listConsoleCompanies } from './consoleQueries';

const ID = { type: 'string', format: 'uuid' } as const;
const ID_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: ID } } as const;
const FLAGS_BODY = {
  type: 'object', additionalProperties: false,
  properties: Object.fromEntries(FLAG_KEYS.map((k) => [k, VERSION_FLAGS.includes(k) ? { type: 'string', enum: ['V1', 'V2'] } : { type: 'boolean' }])),
} as const;

type PatchBody = { flags?: Record<string, unknown>; plan?: string; seatsContracted?: number; subscriptionStatus?: 'trial' | 'active' | 'past_due'; seatPriceCents?: number; name?: string };
type CreateBody = { name: string; slug: string; ownerUsername: string; ownerEmail: string; password: string; ownerFirstName?: string; ownerLastName?: string; plan?: string; seatsContracted?: number };

/** The caller acting on another company: its audit rows go to that company's log. */
const inCompany = (auth: AuthContext, company: AuthContext['company']): AuthContext => ({ ...auth, company });

async function companyOr404(api: FastifyInstance, id: string) {
  const [company] = await api.db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!company) throw notFound('COMPANY_NOT_FOUND');
  return company;
}

/**
 * The provider's console (docs/api/provider.md): every company with plan, seats, status and flags; one company's
 * flags, plan and seats; creating a company with its owner; suspending and reactivating; recording bill payments.
 * Provider staff only: every other role gets 403, whatever its company.
 */
export function registerProviderRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: { q?: string; status?: 'active' | 'suspended'; skip?: number; limit?: number } }>('/provider/companies', {
    config: { authOnly: true },
    schema: {
      tags: ['provider'], summary: 'Every company: plan, seats used and contracted, status, created, last activity, flags (search, pages)',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { q: { type: 'string', maxLength: 100 }, status: { type: 'string', enum: ['active', 'suspended'] }, skip: { type: 'integer', minimum: 0, default: 0 }, limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 } },
      },
    },
  }, async (request) => {
    assertProvider(requireAuth(request.auth));
    const { q, status, skip = 0, limit = 20 } = request.query;
    const page = await listConsoleCompanies(api.db, { q, status, skip, limit });
    return { data: page.rows, total: page.total };
  });

  api.get<{ Params: { id: string } }>('/provider/companies/:id', {
    config: { authOnly: true },
    schema: { tags: ['provider'], summary: 'One company: data, flags, subscription, owners and bills', params: ID_PARAMS },
  }, async (request) => {
    assertProvider(requireAuth(request.auth));
    const company = await companyOr404(api, request.params.id);
    const owners = await api.db.select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users).where(and(eq(users.companyId, company.id), eq(users.role, 'owner')));
    const list = await api.db.select().from(bills).where(eq(bills.companyId, company.id));
    return {
      data: {
        id: company.id, name: company.name, slug: company.slug, status: company.status, suspendedAt: company.suspendedAt, suspendedReason: company.suspendedReason,
        createdAt: company.createdAt, flags: company.flags, owners,
        subscription: await subscriptionView(api.db, company.id, new Date(), 'provider'),
        bills: list.sort((a, b) => b.periodStart.localeCompare(a.periodStart)).map(billView),
      },
    };
  });

  api.post<{ Body: CreateBody }>('/provider/companies', {
    config: { authOnly: true },
    schema: {
      tags: ['provider'], summary: 'Create a company with its owner (what `npm run company:create` does)',
      body: {
        type: 'object', required: ['name', 'slug', 'ownerUsername', 'ownerEmail', 'password'], additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 120 }, slug: { type: 'string', pattern: '^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$' },
          ownerUsername: { type: 'string', pattern: '^[A-Za-z0-9._-]{3,60}$' }, ownerEmail: { type: 'string', format: 'email', maxLength: 160 },
          password: { type: 'string', minLength: 8, maxLength: 200 }, ownerFirstName: { type: 'string', maxLength: 80 }, ownerLastName: { type: 'string', maxLength: 80 },
          plan: { type: 'string', enum: [...PLANS] }, seatsContracted: { type: 'integer', minimum: 0, maximum: 1_000_000 },
        },
      },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    assertProvider(auth);
    const body = request.body;
    if (!isStrongPassword(body.password)) throw new ApiError(400, 'PASSWORD_WEAK');
    let created;
    try {
      created = await createCompany(api.db, body);
    } catch (err) {
      if (err instanceof CompanyCreationError) throw new ApiError(409, /slug/.test(err.message) ? 'COMPANY_SLUG_IN_USE' : 'COMPANY_OWNER_IN_USE');
      throw err;
    }
    const company = await companyOr404(api, created.companyId);
    await api.db.transaction(async (tx) => {
      if (body.seatsContracted !== undefined) await tx.update(companies).set({ contractedUsers: body.seatsContracted }).where(eq(companies.id, company.id));
      await currentSubscription(tx, company.id, new Date());
      if (body.plan) await tx.update(subscriptions).set({ plan: body.plan }).where(eq(subscriptions.companyId, company.id));
      await writeAudit(tx, inCompany(auth, company), { entity: 'company', entityId: company.id, action: 'create', changes: { name: company.name, slug: company.slug, owner: created.ownerUsername, by: 'provider' } });
    });
    reply.code(201);
    return { data: { id: company.id, slug: company.slug, name: company.name, ownerId: created.ownerId, ownerUsername: created.ownerUsername } };
  });

  api.patch<{ Params: { id: string }; Body: PatchBody }>('/provider/companies/:id', {
    config: { authOnly: true },
    schema: {
      tags: ['provider'], summary: "Change a company's flags, plan, contracted seats, subscription status or seat price",
      params: ID_PARAMS,
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: {
          flags: FLAGS_BODY, plan: { type: 'string', enum: [...PLANS] }, seatsContracted: { type: 'integer', minimum: 0, maximum: 1_000_000 },
          subscriptionStatus: { type: 'string', enum: ['trial', 'active', 'past_due'] }, seatPriceCents: { type: 'integer', minimum: 0, maximum: 1_000_000 },
          name: { type: 'string', minLength: 1, maxLength: 120 },
        },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertProvider(auth);
    const company = await companyOr404(api, request.params.id);
    const body = request.body;
    const sub = await currentSubscription(api.db, company.id, new Date());
    await api.db.transaction(async (tx) => {
      const changes: Record<string, unknown> = {};
      const companyPatch: Partial<typeof companies.$inferInsert> = {};
      if (body.flags) {
        companyPatch.flags = { ...company.flags, ...body.flags };
        for (const [k, v] of Object.entries(body.flags)) if (company.flags[k] !== v) changes[`flags.${k}`] = { from: company.flags[k] ?? null, to: v };
      }
      if (body.name !== undefined && body.name.trim() !== company.name) { companyPatch.name = body.name.trim(); changes.name = { from: company.name, to: companyPatch.name }; }
      if (body.seatsContracted !== undefined && body.seatsContracted !== company.contractedUsers) {
        companyPatch.contractedUsers = body.seatsContracted;
        changes.contractedUsers = { from: company.contractedUsers, to: body.seatsContracted };
      }
      if (Object.keys(companyPatch).length) await tx.update(companies).set({ ...companyPatch, updatedAt: new Date() }).where(eq(companies.id, company.id));
      const subPatch: Partial<typeof subscriptions.$inferInsert> = {};
      if (body.plan && body.plan !== sub.plan) { subPatch.plan = body.plan; changes.plan = { from: sub.plan, to: body.plan }; }
      if (body.subscriptionStatus && body.subscriptionStatus !== sub.status) { subPatch.status = body.subscriptionStatus; changes.subscriptionStatus = { from: sub.status, to: body.subscriptionStatus }; }
      if (body.seatPriceCents !== undefined && body.seatPriceCents !== sub.seatPriceCents) { subPatch.seatPriceCents = body.seatPriceCents; changes.seatPriceCents = { from: sub.seatPriceCents, to: body.seatPriceCents }; }
      if (Object.keys(subPatch).length) await tx.update(subscriptions).set({ ...subPatch, updatedAt: new Date() }).where(eq(subscriptions.companyId, company.id));
      if (Object.keys(changes).length) await writeAudit(tx, inCompany(auth, company), { entity: 'company', entityId: company.id, action: 'update', changes: { ...changes, by: 'provider' } });
    });
    forgetAuthRow({ companyId: company.id }); // flags and seats are read from the company row of each request
    return { data: (await listConsoleCompanies(api.db, { q: company.slug, skip: 0, limit: 200 })).rows.find((r) => r.id === company.id) };
  });

  for (const action of ['suspend', 'reactivate'] as const) {
    api.post<{ Params: { id: string }; Body: { reason?: string } }>(`/provider/companies/:id/${action}`, {
      config: { authOnly: true },
      schema: {
        tags: ['provider'],
        summary: action === 'suspend' ? "Suspend a company: its people cannot sign in (403 COMPANY_SUSPENDED), its data stays" : 'Reactivate a suspended company',
        params: ID_PARAMS,
        body: { type: 'object', additionalProperties: false, properties: { reason: { type: 'string', maxLength: 500 } } },
      },
    }, async (request) => {
      const auth = requireAuth(request.auth);
      assertProvider(auth);
      const company = await companyOr404(api, request.params.id);
      if (company.id === auth.user.companyId && action === 'suspend') throw new ApiError(409, 'CANNOT_DELETE_SELF');
      const status = action === 'suspend' ? 'suspended' : 'active';
      await api.db.transaction(async (tx) => {
        await tx.update(companies).set({
          status, suspendedAt: status === 'suspended' ? new Date() : null, suspendedReason: status === 'suspended' ? request.body?.reason?.trim() || null : null, updatedAt: new Date(),
        }).where(eq(companies.id, company.id));
        await writeAudit(tx, inCompany(auth, company), { entity: 'company', entityId: company.id, action: 'update', changes: { status: { from: company.status, to: status }, reason: request.body?.reason ?? null, by: 'provider' } });
      });
      forgetAuthRow({ companyId: company.id }); // the next request of its people sees the new status
      return { data: { id: company.id, status } };
    });
  }

  api.post<{ Params: { id: string; billId: string }; Body: { method: string; reference?: string; paidAt?: string } }>('/provider/companies/:id/bills/:billId/payment', {
    config: { authOnly: true },
    schema: {
      tags: ['provider'], summary: 'Record the payment of a bill (recorded, never charged: no card data)',
      params: { type: 'object', required: ['id', 'billId'], additionalProperties: false, properties: { id: ID, billId: ID } },
      body: {
        type: 'object', required: ['method'], additionalProperties: false,
        properties: { method: { type: 'string', enum: ['transfer', 'directDebit', 'other'] }, reference: { type: 'string', maxLength: 120 }, paidAt: { type: 'string', format: 'date' } },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertProvider(auth);
    const company = await companyOr404(api, request.params.id);
    const paidAt = request.body.paidAt ? new Date(`${request.body.paidAt}T12:00:00Z`) : new Date();
    const updated = await api.db.transaction(async (tx) => {
      const [row] = await tx.update(bills).set({ status: 'paid', paidAt, paymentMethod: request.body.method, paymentReference: request.body.reference?.trim() || null, recordedBy: auth.user.id })
        .where(and(eq(bills.companyId, company.id), eq(bills.id, request.params.billId), inArray(bills.status, ['open', 'paid']))).returning();
      if (!row) throw new ApiError(404, 'BILL_NOT_FOUND');
      await writeAudit(tx, inCompany(auth, company), { entity: 'bill', entityId: row.id, action: 'update', changes: { status: { from: 'open', to: 'paid' }, method: request.body.method, by: 'provider' } });
      return row;
    });
    return { data: billView(updated) };
  });
}
