import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { ConsoleLogger } from '../lifecycle/logger';
import type { MailTransport } from './mailTransport';
import { createOutboxTransport } from './outboxTransport';
import { createSmtpTransport } from './smtpTransport';

/** SMTP when SMTP_URL is set, otherwise the database outbox. */
export function createMailTransport(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, db: Db, log?: ConsoleLogger): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log })
    : createOutboxTransport(db);
}
