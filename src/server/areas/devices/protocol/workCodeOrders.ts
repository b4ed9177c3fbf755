import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { CLOSED_FOR_MARKS, woColumn, workOrderTable } from '../../workOrders/workOrderTable';

/** The number a clock's keypad can type for an order code: its digits without leading zeros (`OT-00123` → `123`). */
export const keypadCode = (code: string): string => code.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The open work orders the work codes typed on a clock name (issue 22: a punch with a work code books the person's
 * time on that order). A work code names an order whose code is exactly it, or whose code's digits are it (clocks
 * have numeric keypads: `123` is `OT-00123`); a work code two orders' digits share names neither, so time is never
 * booked on a guess. `0` is the clocks' "no work code". Orders done or cancelled take no new time. One query.
 */
export async function ordersOfWorkCodes(tx: Db, companyId: string, workCodes: (string | null)[]): Promise<Map<string, string>> {
  const codes = [...new Set(workCodes.filter((c): c is string => !!c && keypadCode(c) !== ''))];
  const found = new Map<string, string>();
  if (!codes.length) return found;
  const wo = workOrderTable();
  const code = woColumn('code');
  const digits = codes.map(keypadCode);
  const rows = await tx.select({ id: wo.id, code, status: woColumn('status') }).from(wo.table).where(and(
    eq(wo.companyId, companyId),
    sql`(${code} = any(array(select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb)))
      or ltrim(regexp_replace(${code}, '[^0-9]', '', 'g'), '0') = any(array(select jsonb_array_elements_text(${JSON.stringify(digits)}::jsonb))))`,
  )) as { id: string; code: string; status: string }[];
  const open = rows.filter((r) => !CLOSED_FOR_MARKS.includes(r.status));
  for (const c of codes) {
    const exact = open.filter((r) => r.code === c);
    const byDigits = open.filter((r) => keypadCode(r.code) === keypadCode(c));
    const pick = exact.length === 1 ? exact : byDigits;
    if (pick.length === 1) found.set(c, String(pick[0].id));
  }
  return found;
}
