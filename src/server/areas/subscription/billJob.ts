import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bills, companies } from '../../db/schema';
import { seatsUsed } from '../imports/contractLimit';
import { currentSubscription, monthOf } from './subscriptionStore';

/** The month before the one holding `now`: the period the monthly job bills. */
export function previousMonth(now: Date): { start: string; end: string } {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
}

/** Bill numbers: period and company slug, unique by construction (one bill per company and period). */
export const billNumber = (periodStart: string, slug: string) => `B${periodStart.slice(0, 7).replace('-', '')}-${slug.toUpperCase()}`;

/**
 * The monthly bills (issue 24): for the month before `now`, one bill per company whose subscription ran in it, from
 * its seats used now (the one seat rule, contractLimit.ts) at its seat price, plus tax. Idempotent per period: the
 * unique (company, period) index lets a second run (the daily checks run it every interval) insert nothing.
 */
export async function generateMonthlyBills(db: Db, now: Date, only?: string[]): Promise<{ period: string; created: number }> {
  const period = previousMonth(now);
  const list = await db.select({ id: companies.id, slug: companies.slug, createdAt: companies.createdAt }).from(companies)
    .where(only?.length ? inArray(companies.id, only) : undefined);
  const existing = new Set((await db.select({ companyId: bills.companyId }).from(bills).where(eq(bills.periodStart, period.start))).map((b) => b.companyId));
  let created = 0;
  for (const company of list) {
    if (existing.has(company.id)) continue;
    // a company made after the period is not billed for it (unless named: the demo seed bills its past months)
    if (!only?.length && company.createdAt.toISOString().slice(0, 10) > period.end) continue;
    const sub = await currentSubscription(db, company.id, now);
    if (sub.status === 'trial') continue;
    if (sub.status === 'cancelled' && sub.cancelledAt && sub.cancelledAt.toISOString().slice(0, 10) < period.start) continue;
    const seats = await seatsUsed(db, company.id);
    const subtotal = seats * sub.seatPriceCents;
    const tax = Math.round((subtotal * sub.taxRateBp) / 10_000);
    const due = new Date(`${period.end}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 15);
    const inserted = await db.insert(bills).values({
      companyId: company.id, number: billNumber(period.start, company.slug), periodStart: period.start, periodEnd: period.end,
      lines: [{ description: `seats:${sub.plan}`, quantity: seats, unitPriceCents: sub.seatPriceCents, amountCents: subtotal }],
      subtotalCents: subtotal, taxRateBp: sub.taxRateBp, taxCents: tax, totalCents: subtotal + tax, currency: sub.currency,
      status: subtotal === 0 ? 'paid' : 'open', issuedAt: now, dueDate: due.toISOString().slice(0, 10),
    }).onConflictDoNothing().returning({ id: bills.id });
    created += inserted.length;
  }
  return { period: period.start.slice(0, 7), created };
}

export const billsOfCompany = (db: Db, companyId: string) => db.select().from(bills).where(eq(bills.companyId, companyId));
export const billById = async (db: Db, companyId: string, id: string) =>
  (await db.select().from(bills).where(and(eq(bills.companyId, companyId), eq(bills.id, id))).limit(1))[0];
