import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { subscriptions } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { CANCEL_REASONS } from '../../../shared/subscription';
import { assertMayCancel, assertMayReadSubscription } from './access';
import { billById, billsOfCompany, generateMonthlyBills } from './billJob';
import { billPdfFor, billView } from './billViews';
import { currentSubscription, displayStatus, subscriptionView } from './subscriptionStore';

const ID_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const;

/**
 * The caller's company's subscription (/payments, docs/api/subscription.md): read by owner level and administrators,
 * cancelled (at period end, with a reason) and reactivated by owner level only; its bills and their PDFs.
 */
export function registerSubscriptionRoutes(api: FastifyInstance): void {
  const now = () => new Date();

  api.get('/subscription', {
    config: { authOnly: true },
    schema: { tags: ['subscription'], summary: "The company's plan, status, period and seats used against contracted" },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertMayReadSubscription(auth);
    return { data: await subscriptionView(api.db, auth.company.id, now(), auth.role) };
  });

  api.post<{ Body: { reason: string; comment?: string } }>('/subscription/cancel', {
    config: { authOnly: true },
    schema: {
      tags: ['subscription'],
      summary: 'Cancel at the end of the period, with a reason from the list and a comment (owner level only)',
      body: {
        type: 'object', required: ['reason'], additionalProperties: false,
        properties: { reason: { type: 'string', enum: [...CANCEL_REASONS] }, comment: { type: 'string', maxLength: 2000 } },
      },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertMayCancel(auth);
    const row = await currentSubscription(api.db, auth.company.id, now());
    const status = displayStatus(row);
    if (status === 'cancelled' || status === 'cancelScheduled') throw new ApiError(409, 'SUBSCRIPTION_NOT_CANCELLABLE');
    await api.db.transaction(async (tx) => {
      const patch = { cancelAtPeriodEnd: true, cancelReason: request.body.reason, cancelComment: request.body.comment?.trim() || null, cancelRequestedAt: now(), cancelRequestedBy: auth.user.id };
      await tx.update(subscriptions).set({ ...patch, updatedAt: now() }).where(eq(subscriptions.companyId, auth.company.id));
      await writeAudit(tx, auth, { entity: 'subscription', entityId: auth.company.id, action: 'update', changes: { cancelAtPeriodEnd: { from: false, to: true }, reason: request.body.reason } });
    });
    return { data: await subscriptionView(api.db, auth.company.id, now(), auth.role) };
  });

  api.post('/subscription/reactivate', {
    config: { authOnly: true },
    schema: { tags: ['subscription'], summary: 'Withdraw a scheduled cancellation before the period ends (owner level only)' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertMayCancel(auth);
    const row = await currentSubscription(api.db, auth.company.id, now());
    if (displayStatus(row) !== 'cancelScheduled') throw new ApiError(409, 'SUBSCRIPTION_NOT_REACTIVABLE');
    await api.db.transaction(async (tx) => {
      await tx.update(subscriptions).set({ cancelAtPeriodEnd: false, cancelReason: null, cancelComment: null, cancelRequestedAt: null, cancelRequestedBy: null, updatedAt: now() })
        .where(eq(subscriptions.companyId, auth.company.id));
      await writeAudit(tx, auth, { entity: 'subscription', entityId: auth.company.id, action: 'update', changes: { cancelAtPeriodEnd: { from: true, to: false } } });
    });
    return { data: await subscriptionView(api.db, auth.company.id, now(), auth.role) };
  });

  api.get('/subscription/bills', {
    config: { authOnly: true },
    schema: { tags: ['subscription'], summary: "The company's bills, newest period first" },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertMayReadSubscription(auth);
    const rows = await billsOfCompany(api.db, auth.company.id);
    return { data: rows.sort((a, b) => b.periodStart.localeCompare(a.periodStart)).map(billView) };
  });

  api.get<{ Params: { id: string } }>('/subscription/bills/:id', {
    config: { authOnly: true },
    schema: { tags: ['subscription'], summary: 'One bill: number, period, lines, taxes, total, status', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertMayReadSubscription(auth);
    const bill = await billById(api.db, auth.company.id, request.params.id);
    if (!bill) throw new ApiError(404, 'BILL_NOT_FOUND');
    return { data: { ...billView(bill), companyName: auth.company.name } };
  });

  api.get<{ Params: { id: string } }>('/subscription/bills/:id/pdf', {
    config: { authOnly: true },
    schema: { tags: ['subscription'], summary: 'One bill as a PDF', params: ID_PARAMS },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    assertMayReadSubscription(auth);
    const bill = await billById(api.db, auth.company.id, request.params.id);
    if (!bill) throw new ApiError(404, 'BILL_NOT_FOUND');
    const pdf = await billPdfFor(bill, auth.company.name, localeOf(request));
    return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${bill.number}.pdf"`).send(pdf);
  });

  // the bills of the month before, once a month (idempotent: the daily checks run it every interval)
  api.dailyChecks.add({ name: 'monthly-bills', run: (at) => generateMonthlyBills(api.db, at) });
}
