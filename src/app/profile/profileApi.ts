import type { ChangePasswordBody as PasswordBody, ProfileBody } from '../../shared/apiSchemas/profile';
import { request } from '../providers/http';

/** GET /users/profile/get */
export interface Profile {
  id: string;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  position: string | null;
  typeOfDocument: string;
  numberOfDocument: string | null;
  role: string;
  roleName: string | null;
  mainBranch: string | null;
  mainBranchName: string | null;
  allowedBranches: string[];
  allowedBranchNames: string[];
  imageUrl: string | null;
}

/** the request bodies, declared once with the server */
export type { ChangePasswordBody as PasswordBody, ProfileBody } from '../../shared/apiSchemas/profile';

export const PROFILE_URL = '/users/profile/get';

export const profileApi = {
  /** JSON, or multipart (`data` + `image`) when a new photo goes with it (spec §7) */
  update: (body: ProfileBody, image: File | null) => {
    if (!image) return request<Profile>('/users/profile/update', { method: 'PATCH', body });
    const form = new FormData();
    form.append('data', JSON.stringify(body));
    form.append('image', image);
    return request<Profile>('/users/profile/update', { method: 'PATCH', body: form });
  },
  /** the answer's token replaces this session's: every other session ended with the change */
  changePassword: (body: PasswordBody) => request<{ changed: boolean; accessToken: string }>('/users/profile/change-password/', { method: 'PATCH', body }),
};
