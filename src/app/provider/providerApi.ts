import { request } from '../providers/http';
import type { ConsoleCompany } from '../../shared/provider';
import type { BillView, SubscriptionView } from '../../shared/subscription';

export interface CompanyDetail {
  id: string; name: string; slug: string; status: 'active' | 'suspended'; suspendedAt: string | null; suspendedReason: string | null; createdAt: string;
  flags: Record<string, unknown>; owners: { id: string; username: string; email: string | null; firstName: string; lastName: string }[];
  subscription: SubscriptionView; bills: BillView[];
}
export interface NewCompany { name: string; slug: string; ownerUsername: string; ownerEmail: string; password: string; ownerFirstName?: string; ownerLastName?: string; plan?: string; seatsContracted?: number }

/** The calls of docs/api/provider.md. */
export const providerApi = {
  async list(query: { q?: string; skip: number; limit: number }, signal?: AbortSignal): Promise<{ data: ConsoleCompany[]; total: number }> {
    const res = await request<Response>('/provider/companies', { query, signal, raw: true });
    return (await res.json()) as { data: ConsoleCompany[]; total: number };
  },
  get: (id: string, signal?: AbortSignal) => request<CompanyDetail>(`/provider/companies/${id}`, { signal }),
  create: (body: NewCompany) => request<{ id: string; name: string }>('/provider/companies', { method: 'POST', body }),
  update: (id: string, body: Record<string, unknown>) => request<ConsoleCompany>(`/provider/companies/${id}`, { method: 'PATCH', body }),
  suspend: (id: string, reason?: string) => request(`/provider/companies/${id}/suspend`, { method: 'POST', body: reason ? { reason } : {} }),
  reactivate: (id: string) => request(`/provider/companies/${id}/reactivate`, { method: 'POST', body: {} }),
  recordPayment: (id: string, billId: string, body: { method: string; reference?: string }) =>
    request<BillView>(`/provider/companies/${id}/bills/${billId}/payment`, { method: 'POST', body }),
};
