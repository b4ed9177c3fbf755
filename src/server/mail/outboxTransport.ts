import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailTransport } from './mailTransport';

/** How a mail reached the outbox: never sent (no SMTP configured) or SMTP refused it. */
export type OutboxReason = 'outbox' | 'smtp-failed';

export async function saveToOutbox(db: Db, message: MailMessage, sentVia: OutboxReason = 'outbox'): Promise<void> {
  await db.insert(mailOutbox).values({ to: message.to, subject: message.subject, body: message.text, sentVia });
}

/**
 * Without SMTP, mail is stored in the mail_outbox table so nothing is lost; the operator reads it with
 * `npm run outbox`. Only the plain-text part is kept (it holds the same content, links included).
 */
export function createOutboxTransport(db: Db): MailTransport {
  return { send: (message) => saveToOutbox(db, message) };
}
