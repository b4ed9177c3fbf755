import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { createMailTransport, formatOutboxMail, latestOutboxMails } from '../../../../src/server/mail';

describe('mail without SMTP: the outbox', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('keeps every mail in the database for the operator, newest first', async () => {
    const mail = createMailTransport({ smtpUrl: undefined, mailFrom: 'HR <no-reply@localhost>' }, database.db);
    await mail.send({ to: 'ana@demo.example', subject: 'Restablecer contraseña', text: 'Enlace: http://localhost:3000/auth/change-password/1/abc' });
    await new Promise((r) => setTimeout(r, 5));
    await mail.send({ to: 'luis@demo.example', subject: 'Second', text: 'Body two', html: '<p>Body two</p>' });
    const mails = await latestOutboxMails(database.db, 10);
    expect(mails.map((m) => m.to)).toEqual(['luis@demo.example', 'ana@demo.example']);
    const shown = formatOutboxMail(mails[1]);
    expect(shown).toContain('To:      ana@demo.example');
    expect(shown).toContain('Subject: Restablecer contraseña');
    expect(shown).toContain('http://localhost:3000/auth/change-password/1/abc');
  });

  it('keeps a mail SMTP could not deliver, marked smtp-failed', async () => {
    const errors: string[] = [];
    const mail = createMailTransport(
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'HR <no-reply@localhost>' },
      database.db,
      { log: () => undefined, warn: () => undefined, error: (m) => errors.push(m) },
    );
    await mail.send({ to: 'eva@demo.example', subject: 'Lost?', text: 'Not lost' });
    const [latest] = await latestOutboxMails(database.db, 1);
    expect(latest).toMatchObject({ to: 'eva@demo.example', sentVia: 'smtp-failed', body: 'Not lost' });
    expect(errors[0]).toMatch(/SMTP delivery to eva@demo\.example failed/);
  }, 20_000);
});
