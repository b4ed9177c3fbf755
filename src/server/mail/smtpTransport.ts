import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import type { ConsoleLogger } from '../lifecycle/logger';
import type { MailMessage, MailTransport } from './mailTransport';
import { saveToOutbox } from './outboxTransport';

/**
 * SMTP through nodemailer (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). A mail the server refuses or
 * cannot reach is kept in the outbox as `smtp-failed` and the failure logged, so it is not lost and the caller
 * (e.g. a password reset, which must answer the same either way) is not broken by a mail outage.
 */
export function createSmtpTransport(opts: { smtpUrl: string; from: string; db: Db; log?: ConsoleLogger }): MailTransport {
  const transporter = nodemailer.createTransport(opts.smtpUrl);
  const log = opts.log ?? console;
  return {
    async send(message: MailMessage) {
      try {
        await transporter.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (err) {
        log.error(`SMTP delivery to ${message.to} failed (${err instanceof Error ? err.message : String(err)}); kept in the outbox.`);
        await saveToOutbox(opts.db, message, 'smtp-failed');
      }
    },
  };
}
