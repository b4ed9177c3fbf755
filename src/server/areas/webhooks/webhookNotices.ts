import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { notifyNow } from '../notifications';
import type { DisabledSubscription } from './subscriptionHealth';

/**
 * A subscription disabled for persistent failure: the company's owners and everyone whose role may change its
 * integrations hear of it in the dashboard (and by mail when they get mail), with a link to the webhooks screen.
 */
export async function noticeWebhooksDisabled(api: FastifyInstance, disabled: DisabledSubscription[]): Promise<void> {
  for (const sub of disabled) {
    const staff = await api.db.select({ id: users.id, role: users.role }).from(users)
      .where(and(eq(users.companyId, sub.companyId), eq(users.active, true), ne(users.role, 'user')));
    const recipients = staff.filter((s) => s.role === 'owner' || api.enforcer.can(s.role, sub.companyId, 'integrations', 'PATCH')).map((s) => s.id);
    await notifyNow(api, {
      companyId: sub.companyId, kind: 'WEBHOOK_DISABLED', recipients, params: { name: sub.name, url: sub.url },
      link: '/integrations/webhooks', entity: 'webhooks', entityId: sub.id,
    });
  }
}
