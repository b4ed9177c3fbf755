import type { PostStatus } from '../../shared/communication/postStates';
import { request } from '../providers/http';

/** The billboard's endpoints beyond the generic CRUD (src/server/areas/communication, docs/api/communication.md). */
export const communicationApi = {
  move: (id: string, to: PostStatus) => request<Record<string, unknown>>(`/communication/posts/${id}/move`, { method: 'POST', body: { to } }),
};
