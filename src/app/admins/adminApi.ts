import type { AdminBody, AdminRecord } from '../../shared/admins/admin';
import { request } from '../providers/http';

const adminPath = (id: string) => `/users/admin/${encodeURIComponent(id)}`;
const imagePath = (id: string) => `/users/image/${encodeURIComponent(id)}`;

/** The spec's calls (§7 Users and administrators); errors are request()'s ApiHttpError. */
export const adminApi = {
  create: (body: AdminBody) => request<AdminRecord & { invited: boolean }>('/users/admin', { method: 'POST', body }),
  update: (id: string, body: AdminBody) => request<AdminRecord>(adminPath(id), { method: 'PATCH', body }),
  remove: (id: string) => request<{ id: string; role: string }>(adminPath(id), { method: 'DELETE' }),
  /** the collaborators' image endpoint (multipart `image`, ≤ 1 MB), called after the record is saved */
  uploadImage: (id: string, file: File) => {
    const form = new FormData();
    form.append('image', file);
    return request<{ imageUrl?: string | null }>(imagePath(id), { method: 'PATCH', body: form });
  },
  deleteImage: (id: string) => request<{ imageUrl?: string | null }>(imagePath(id), { method: 'DELETE' }),
  allowPasswordChange: (id: string) => request<{ allowed: boolean }>(`/users/allowPasswordChange/${encodeURIComponent(id)}`),
};

export const ADMIN_TABLE_URL = '/users/admin/getAdminTable';
export const ASSIGNABLE_ROLES_URL = '/users/admin/assignableRoles';
export const adminUrl = adminPath;
