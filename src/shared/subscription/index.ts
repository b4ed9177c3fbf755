/** Subscription and bills (spec §4, issue 24): what the server answers and the client shows. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelScheduled', 'cancelled', 'pastDue'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLANS = ['basic', 'standard', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Why an owner cancels (after Stripe's cancellation feedback list). */
export const CANCEL_REASONS = ['tooExpensive', 'missingFeatures', 'switchedService', 'unused', 'tooComplex', 'customerService', 'lowQuality', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const BILL_STATUSES = ['open', 'paid', 'void'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The seats bar turns into a warning from this share of the contracted seats. */
export const SEAT_WARNING_RATIO = 0.8;

export interface SubscriptionView {
  companyId: string;
  plan: Plan;
  status: SubscriptionStatus;
  periodStart: string;
  periodEnd: string;
  trialEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  cancelReason: string | null;
  cancelComment: string | null;
  seatsUsed: number;
  seatsContracted: number;
  seatPriceCents: number;
  currency: string;
  taxRateBp: number;
  /** what the caller may do: cancel and reactivate (owner level), manage (provider staff: plan, seats, payments) */
  can: { cancel: boolean; reactivate: boolean; manage: boolean };
}

export interface BillLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface BillView {
  id: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  lines: BillLine[];
  subtotalCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  status: BillStatus;
  issuedAt: string;
  dueDate: string | null;
  paidAt: string | null;
  paymentMethod: string | null;
  paymentReference: string | null;
}

export const seatRatio = (used: number, contracted: number): number => (contracted > 0 ? used / contracted : used > 0 ? Infinity : 0);
