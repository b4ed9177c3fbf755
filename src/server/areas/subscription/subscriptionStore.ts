import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, subscriptions } from '../../db/schema';
import { seatsUsed } from '../imports/contractLimit';
import type { Plan, SubscriptionStatus, SubscriptionView } from '../../../shared/subscription';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The calendar month holding `day` (UTC): periods are whole months, bills follow them. */
export function monthOf(day: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { start: iso(start), end: iso(end) };
}

/**
 * The company's subscription as of `now`, made on first read (companies older than issue 24 have none) and rolled
 * forward when its period is over: a scheduled cancellation takes effect then, otherwise the next month starts.
 */
export async function currentSubscription(db: Db, companyId: string, now: Date): Promise<SubscriptionRow> {
  const today = iso(now);
  let [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  if (!row) {
    const month = monthOf(now);
    await db.insert(subscriptions).values({ companyId, currentPeriodStart: month.start, currentPeriodEnd: month.end }).onConflictDoNothing();
    [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  }
  if (row.currentPeriodEnd < today && row.status !== 'cancelled') {
    const month = monthOf(now);
    const patch: Partial<SubscriptionRow> = row.cancelAtPeriodEnd
      ? { status: 'cancelled', cancelledAt: new Date(`${row.currentPeriodEnd}T23:59:59Z`), cancelAtPeriodEnd: false }
      : { currentPeriodStart: month.start, currentPeriodEnd: month.end, ...(row.status === 'trial' && row.trialEndsAt && row.trialEndsAt < today ? { status: 'active' } : {}) };
    [row] = await db.update(subscriptions).set({ ...patch, updatedAt: now }).where(eq(subscriptions.companyId, companyId)).returning();
  }
  return row;
}

/** What the screen shows: a scheduled cancellation is its own status, past_due reads pastDue. */
export function displayStatus(row: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>): SubscriptionStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'past_due') return 'pastDue';
  if (row.cancelAtPeriodEnd) return 'cancelScheduled';
  return row.status === 'trial' ? 'trial' : 'active';
}

export async function subscriptionView(db: Db, companyId: string, now: Date, role: string): Promise<SubscriptionView> {
  const row = await currentSubscription(db, companyId, now);
  const [company] = await db.select({ contracted: companies.contractedUsers }).from(companies).where(eq(companies.id, companyId));
  const status = displayStatus(row);
  const ownerLevel = role === 'owner' || role === 'provider';
  return {
    companyId,
    plan: row.plan as Plan,
    status,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    trialEndsAt: row.trialEndsAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelReason: row.cancelReason,
    cancelComment: row.cancelComment,
    seatsUsed: await seatsUsed(db, companyId),
    seatsContracted: company?.contracted ?? 0,
    seatPriceCents: row.seatPriceCents,
    currency: row.currency,
    taxRateBp: row.taxRateBp,
    can: {
      cancel: ownerLevel && (status === 'active' || status === 'trial' || status === 'pastDue'),
      reactivate: ownerLevel && status === 'cancelScheduled',
      manage: role === 'provider',
    },
  };
}
