import { request } from '../providers/http';
import type { RoleHolder, RoleInput, RoleRecord } from './roleTypes';
import { saveResponse } from '../shell/files/saveFile';

/** The roles endpoints (module admins), as the screens of this area call them. */
export const roleApi = {
  create: (input: RoleInput) => request<RoleRecord>('/roles', { method: 'POST', body: input }),
  update: (id: string, input: Partial<RoleInput>) => request<RoleRecord>(`/roles/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
  remove: (id: string) => request<{ id: string }>(`/roles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  assign: (id: string, body: { userId: string; allowedBranches?: string[] }) =>
    request<RoleHolder>(`/roles/${encodeURIComponent(id)}/users`, { method: 'POST', body }),
  unassign: (id: string, userId: string, moveTo: string) =>
    request<RoleHolder>(`/roles/${encodeURIComponent(id)}/users/${encodeURIComponent(userId)}`, { method: 'DELETE', query: { moveTo } }),
  /** the policy CSV as a file download, named as the server names it */
  async downloadPolicy(): Promise<void> {
    const res = await request<Response>('/roles/policy.csv', { raw: true });
    await saveResponse(res, 'policy.csv');
  },
};
