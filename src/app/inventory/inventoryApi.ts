import type { ArticleHistoryEntry, ArticleStatus } from '../../shared/inventory';
import { request } from '../providers/http';

/** An article as GET /inventory/:id answers it. */
export interface Article {
  id: string;
  title: string;
  typeId: string;
  code: string | null;
  status: ArticleStatus;
  assigneeId: string | null;
  assignedAt: string | null;
  history: ArticleHistoryEntry[];
  [field: string]: unknown;
}

/** The inventory's endpoints beyond the generic CRUD (src/server/areas/inventory, docs/api/inventory.md). */
export const inventoryApi = {
  move: (id: string, body: { to: ArticleStatus; userId?: string; note?: string }) =>
    request<Article>(`/inventory/${id}/move`, { method: 'POST', body }),
  assignedTo: (userId: string) =>
    request<{ articles: Article[]; count: number }>('/inventory/getFiltered', {
      method: 'POST', body: { filters: { assigneeId: userId }, sort: [{ field: 'assignedAt', order: 'desc' }], limit: 500 },
    }),
};
