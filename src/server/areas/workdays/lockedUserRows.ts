import { is, sql } from 'drizzle-orm';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client';

/**
 * Runs inserts (or upserts) of rows whose only foreign keys point at users the transaction has locked with
 * lockUsers and read: on PGlite without the per-row foreign key checks, which cost as much as the rest of the insert
 * there (each check is an SPI query run in WebAssembly: ~30–100 µs a row, 5,000 marks ≈ 0.3 s). PGlite runs one
 * transaction at a time, as a superuser, so users read and locked by this transaction cannot vanish before it ends;
 * `session_replication_role = replica` is set for these statements only. On PostgreSQL the checks stay (they are
 * cheap there, and the setting needs a superuser).
 * Only for marks, workdays and device_punches: replica mode skips every ordinary trigger, and those tables have none
 * but their foreign key checks (workdays' report-version trigger is ENABLE ALWAYS, so it still fires); never run
 * deletes under it (their cascades are triggers too).
 */
export async function withLockedUserReferences<T>(tx: Db, run: () => Promise<T>): Promise<T> {
  if (!is(tx, PgliteTransaction)) return run();
  await tx.execute(sql`set local session_replication_role = replica`);
  const out = await run();
  // after a throw the transaction is rolled back, which ends the setting too
  await tx.execute(sql`set local session_replication_role = origin`);
  return out;
}
