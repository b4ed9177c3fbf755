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
