import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import { notifications, smsOutbox, users } from '../../db/schema';
import { translate } from '../../i18n';
import { channelFlags, type NotificationChannel } from './channels';

/** Something that happened, for the people it concerns (docs/api/notifications.md). */
export interface NotificationEvent {
  companyId: string;
  /** DAYOFF_REQUESTED, DAYOFF_DECIDED, SLIP_PUBLISHED, JOB_FINISHED, JOB_FAILED, MANUAL… (notifications.kinds.<kind>) */
  kind: string;
  /** the company's setting for it (spec §3 configuration.notifications); none: dashboard only, always */
  channel?: NotificationChannel;
  /** dashboard users told in the dashboard (and by mail/SMS when the channel says so) */
  recipients: string[];
  /** collaborators told by mail/SMS only (they have no dashboard) */
  people?: string[];
  params?: Record<string, unknown>;
  link?: string | null;
  entity?: string;
  entityId?: string | null;
  createdBy?: string | null;
  /** MANUAL messages: written by a person */
  title?: string;
  body?: string;
}

/** The text of an event in the company's language (mail, SMS and the stored fallback). */
function texts(event: NotificationEvent): { title: string; body: string } {
  if (event.title !== undefined) return { title: event.title, body: event.body ?? '' };
  const params = event.params ?? {};
  return {
    title: translate(DEFAULT_LOCALE, `notifications.kinds.${event.kind}.title`, params),
    body: translate(DEFAULT_LOCALE, `notifications.kinds.${event.kind}.body`, params),
  };
}

/**
 * Tells the people an event concerns on the channels the company chose: a dashboard notification (written with the
 * caller's transaction when given: it exists exactly when the change does), and mail and SMS, sent once that is
 * committed — through the app's mail transport (SMTP, or the outbox) and the SMS outbox. Never fails the change it
 * reports: a mail server down is logged, not thrown.
 */
export async function notify(api: FastifyInstance, event: NotificationEvent, tx?: Db): Promise<() => Promise<void>> {
  const send = await writeNotice(tx ?? api.db, event);
  return () => send(api);
}

/**
 * notify() for code that holds only a transaction (no app): the dashboard notification is written with `db` now;
 * the answer sends the mail and SMS once the caller has committed, given the app.
 */
export async function writeNotice(db: Db, event: NotificationEvent): Promise<(api: FastifyInstance) => Promise<void>> {
  const flags = event.channel ? await channelFlags(db, event.companyId, event.channel) : { sms: false, email: false, dashboard: true };
  const { title, body } = texts(event);
  const recipients = [...new Set(event.recipients)];
  if (flags.dashboard && recipients.length) {
    await db.insert(notifications).values(recipients.map((userId) => ({
      companyId: event.companyId, userId, kind: event.kind, title, body, params: event.params ?? {}, link: event.link ?? null,
      entity: event.entity ?? null, entityId: event.entityId ?? null, createdBy: event.createdBy ?? null,
    })));
  }
  const outside = [...new Set([...recipients, ...(event.people ?? [])])];
  if (!(flags.email || flags.sms) || outside.length === 0) return async () => undefined;
  const contacts = await db.select({ email: users.email, phone: users.phone }).from(users).where(inArray(users.id, outside));
  return async (api) => {
    for (const c of contacts) {
      try {
        if (flags.email && c.email) await api.mail.send({ to: c.email, subject: title, text: body || title });
        if (flags.sms && c.phone) await api.db.insert(smsOutbox).values({ companyId: event.companyId, to: c.phone, body: `${title}${body ? `: ${body}` : ''}`.slice(0, 480) });
      } catch (err) {
        api.log.warn({ err, kind: event.kind }, 'a notification could not be sent by mail or SMS');
      }
    }
  };
}

/** notify() outside any transaction, sending at once. */
export async function notifyNow(api: FastifyInstance, event: NotificationEvent): Promise<void> {
  await (await notify(api, event))();
}
