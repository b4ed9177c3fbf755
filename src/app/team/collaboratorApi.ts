import type { ListQuery } from '../../shared/listQuery';
import { request } from '../providers/http';

/** A collaborator as GET /users/:id answers it (schema properties, overlay fields flattened, timestamps). */
export interface Collaborator {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  typeOfDocument: string;
  numberOfDocument: string;
  position: string | null;
  mainBranch: string | null;
  role: string;
  active: boolean;
  imageUrl: string | null;
  leaveDate: string | null;
  typeOfLeave: string | null;
  leaveComment: string | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface OffboardInput {
  typeOfLeave: string;
  leaveDate: string;
  leaveComment?: string | null;
}

/** The collaborators' endpoints beyond the generic CRUD (src/server/areas/users). */
export const collaboratorApi = {
  offboard: (id: string, input: OffboardInput) =>
    request<Collaborator>(`/users/employee-status/${id}`, { method: 'PATCH', body: { active: false, ...input } }),
  reinstate: (id: string) => request<Collaborator>(`/users/employee-status/${id}`, { method: 'PATCH', body: { active: true } }),
  uploadImage: (id: string, file: File) => {
    const form = new FormData();
    form.append('image', file);
    return request<Collaborator>(`/users/image/${id}`, { method: 'PATCH', body: form });
  },
  removeImage: (id: string) => request<Collaborator>(`/users/image/${id}`, { method: 'DELETE' }),
  forceDelete: (id: string) => request<{ id: string }>(`/users/force/${id}`, { method: 'DELETE' }),
  dismissed: (body: { offset: number; limit: number; q?: string; filters?: ListQuery['filters'] }) =>
    request<{ users: (Collaborator & { branchOffice: { id: string; name: string } | null })[]; count: number }>('/users/getDismissedTable', { method: 'POST', body }),
  positions: (active?: boolean) =>
    request<{ positions: { position: string; count: number }[] }>('/users/positions', { query: { active } }),
  customFields: () => request<{ customFields: Record<string, string[]> }>('/companies/customFields/getCustomFields', { method: 'POST', body: {} }),
  saveCustomFields: (lists: Record<string, string[]>) =>
    request<{ customFields: Record<string, string[]> }>('/companies/customFields', { method: 'PATCH', body: lists }),
};

/** "Etxeberria Goikoetxea, Irene" reads badly on a card: people are named first name first. */
export const fullName = (c: { firstName?: unknown; lastName?: unknown }): string => `${String(c.firstName ?? '')} ${String(c.lastName ?? '')}`.trim();
