import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The latest mails of the outbox, newest first. */
export async function latestOutboxMails(db: Db, limit = 10): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

/** A mail as the operator reads it in a terminal. */
export function formatOutboxMail(mail: OutboxMail): string {
  const via = mail.sentVia === 'outbox' ? '' : ` (${mail.sentVia})`;
  return [
    `Date:    ${mail.createdAt.toISOString()}${via}`,
    `To:      ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    mail.body,
  ].join('\n');
}
