import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { fieldConflict } from '../../../http/apiError';

/**
 * Device PINs (users.device_pin): the number a person is known by on the company's clocks, unique in the company
 * (index users_company_device_pin_uq), given automatically and editable. Numbers are handed out as the company's
 * highest numeric PIN + 1 under a per-company transaction lock, so two creations at once never take the same one.
 */
async function lockPins(tx: Db, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`device_pin:${companyId}`}))`);
}

const highestPin = async (tx: Db, companyId: string): Promise<number> => {
  const [row] = await tx.select({ max: sql<string | null>`max(${users.devicePin}::bigint)::text` }).from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.devicePin} ~ '^[0-9]{1,9}$'`));
  return Number(row?.max ?? 0);
};

/** The next free PIN of the company (holds the company's PIN lock until the transaction ends). */
export async function nextDevicePin(tx: Db, companyId: string): Promise<string> {
  await lockPins(tx, companyId);
  return String((await highestPin(tx, companyId)) + 1);
}

/** Give every person of the company without a PIN the next free ones (bulk imports; one statement). */
export async function assignMissingPins(tx: Db, companyId: string): Promise<number> {
  await lockPins(tx, companyId);
  const base = await highestPin(tx, companyId);
  const rows = await tx.execute(sql`update ${users} u set device_pin = (${base}::bigint + s.n)::text
    from (select id, row_number() over (order by created_at, id) as n from ${users} where company_id = ${companyId} and device_pin is null) s
    where u.id = s.id returning u.id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

/** 409 DEVICE_PIN_EXISTS on `devicePin` when another person of the company has this PIN. */
export async function assertPinFree(tx: Db, companyId: string, pin: string, exceptUserId?: string): Promise<void> {
  await lockPins(tx, companyId);
  const [hit] = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, companyId), eq(users.devicePin, pin), exceptUserId ? ne(users.id, exceptUserId) : undefined)).limit(1);
  if (hit) throw fieldConflict(409, 'DEVICE_PIN_EXISTS', 'devicePin');
}
