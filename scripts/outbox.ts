/**
 * `npm run outbox [-- --limit 20]`: print the latest mails of the outbox (mail kept in the database when no
 * SMTP_URL is set, or when SMTP failed), e.g. to hand a password-reset link to a user. On the embedded database
 * it takes the DATA_DIR lock, so run it while the server is stopped (or use DATABASE_URL).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { DataDirLockedError } from '../src/server/lifecycle/dataDirLock';
import { openDataStore } from '../src/server/lifecycle/openDataStore';
import { formatOutboxMail, latestOutboxMails } from '../src/server/mail';

async function run(): Promise<void> {
  const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')); // `tsx scripts/outbox.ts -- …`
  const { values } = parseArgs({ args, options: { limit: { type: 'string', short: 'n' } } });
  const limit = Math.min(Math.max(Number(values.limit ?? 10) || 10, 1), 500);
  const store = await openDataStore(loadConfig());
  try {
    const mails = await latestOutboxMails(store.database.db, limit);
    if (mails.length === 0) {
      console.log('The outbox is empty.');
      return;
    }
    console.log(`Latest ${mails.length} mail(s) of the outbox, newest first:\n`);
    console.log(mails.map(formatOutboxMail).join(`\n\n${'-'.repeat(72)}\n\n`));
  } finally {
    await store.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof DataDirLockedError ? err.message : `Could not read the outbox: ${String((err as Error)?.stack ?? err)}`);
  process.exit(1);
});
