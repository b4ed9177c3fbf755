import type { Ledger, VacationMatrix } from '../../shared/absences';
import { request } from '../providers/http';

export interface VacationAdjustment {
  id: string;
  date: string;
  days: number;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** GET /vacation/balance/:userId: the ledger parts are null while a matrix or the ingress date is missing. */
export interface VacationBalance {
  userId: string;
  matrix: (VacationMatrix & { id: string; name: string }) | null;
  ingressDate: string | null;
  today: string;
  asOf: string;
  missing: 'USER_WITHOUT_VACATION_MATRIX' | 'USER_WITHOUT_INGRESS_DATE' | null;
  adjustments: VacationAdjustment[];
  totals: Ledger['totals'] | null;
  cycles: Ledger['cycles'] | null;
  entries: Ledger['entries'] | null;
}

export interface MatrixOption {
  id: string;
  name: string;
}

/** The vacation calls of src/server/areas/vacation (docs/api/vacation.md). */
export const vacationApi = {
  balance: (userId: string, asOf?: string) => request<VacationBalance>(`/vacation/balance/${userId}`, { query: { asOf } }),
  matrices: async () =>
    (await request<{ vacationMatrices: MatrixOption[] }>('/vacation-matrices/getFiltered', { method: 'POST', body: { limit: 500, sort: [{ field: 'name', order: 'asc' }] } })).vacationMatrices,
  assign: (matrixId: string, userIds: string[]) => request(`/vacation-matrices/${matrixId}/assign`, { method: 'POST', body: { userIds } }),
  unassign: (userIds: string[]) => request('/vacation-matrices/unassign', { method: 'POST', body: { userIds } }),
  addAdjustment: (body: { userId: string; date: string; days: number; note: string }) =>
    request<VacationAdjustment>('/vacation/adjustments', { method: 'POST', body }),
  removeAdjustment: (id: string) => request(`/vacation/adjustments/${id}`, { method: 'DELETE' }),
};
