import { useTranslation } from 'react-i18next';
import { DEFAULT_DATE_FORMAT, formatDate } from '../engine/render/formatDate';
import { request } from '../providers/http';
import { saveResponse } from '../shell/files/saveFile';
import type { BillView, CancelReason, SubscriptionView } from '../../shared/subscription';

/** The calls of docs/api/subscription.md. */
export const subscriptionApi = {
  get: (signal?: AbortSignal) => request<SubscriptionView>('/subscription', { signal }),
  cancel: (reason: CancelReason, comment?: string) => request<SubscriptionView>('/subscription/cancel', { method: 'POST', body: { reason, ...(comment ? { comment } : {}) } }),
  reactivate: () => request<SubscriptionView>('/subscription/reactivate', { method: 'POST' }),
  bills: (signal?: AbortSignal) => request<BillView[]>('/subscription/bills', { signal }),
  bill: (id: string, signal?: AbortSignal) => request<BillView & { companyName: string }>(`/subscription/bills/${id}`, { signal }),
  async pdf(bill: Pick<BillView, 'id' | 'number'>): Promise<void> {
    await saveResponse(await request<Response>(`/subscription/bills/${bill.id}/pdf`, { raw: true }), `${bill.number}.pdf`);
  },
};

/** Money in the reader's locale. */
export const money = (cents: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** A subscription or bill date (`2026-11-30`, or the day of an instant) in the reader's date pattern: `30/11/2026`. */
export const billDay = (value: string, pattern: string) => formatDate(value.slice(0, 10), pattern);

/** A bill's period in the reader's date pattern: `01/10/2026 – 31/10/2026`. */
export const billPeriod = (bill: Pick<BillView, 'periodStart' | 'periodEnd'>, pattern: string) =>
  `${billDay(bill.periodStart, pattern)} – ${billDay(bill.periodEnd, pattern)}`;

/** The two above in the current language's pattern (engine.format.date), as every other date of the dashboard. */
export function useBillDates(): { day: (value: string) => string; period: (bill: Pick<BillView, 'periodStart' | 'periodEnd'>) => string } {
  const { t } = useTranslation();
  const pattern = t('engine.format.date', { defaultValue: DEFAULT_DATE_FORMAT });
  return { day: (value) => billDay(value, pattern), period: (bill) => billPeriod(bill, pattern) };
}
