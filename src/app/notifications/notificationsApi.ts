import { request } from '../providers/http';

export interface Notice {
  id: string;
  kind: string;
  title: string;
  body: string;
  params: Record<string, unknown>;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export const notificationsApi = {
  list: (q: { limit?: number; offset?: number; unread?: boolean }) =>
    request<{ notifications: Notice[]; count: number; unread: number }>('/notifications/getNotificationsToTable/get', { query: q }),
  unread: async () => (await request<{ unread: number }>('/notifications/unread/count')).unread,
  mark: (body: { ids?: string[]; all?: true; read?: boolean }) => request<{ updated: number; unread: number }>('/notifications', { method: 'PATCH', body }),
  remove: (id: string) => request<{ id: string }>(`/notifications/${id}`, { method: 'DELETE' }),
};

/** Listeners told when the unread count may have changed (a page marked some read): the bell asks again. */
const listeners = new Set<() => void>();
export const onNoticesChanged = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
export const noticesChanged = () => listeners.forEach((l) => l());
