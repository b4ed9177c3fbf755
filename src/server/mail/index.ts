export { createMailTransport } from './createMailTransport';
export type { MailMessage, MailTransport } from './mailTransport';
export { createOutboxTransport, saveToOutbox } from './outboxTransport';
export { formatOutboxMail, latestOutboxMails, type OutboxMail } from './readOutbox';
export { createSmtpTransport } from './smtpTransport';
