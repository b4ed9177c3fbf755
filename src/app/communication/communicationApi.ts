import type { PostStatus } from '../../shared/communication/postStates';
import { request } from '../providers/http';

/** One card of the billboard feed (GET /communication/feed). */
export interface FeedItem {
  kind: 'post' | 'flyer' | 'note';
  id: string;
  title: string;
  categoryId: string | null;
  image: string | null;
  publishAt: string | null;
  expiresAt: string | null;
  body?: string;
  banner?: boolean;
  description?: string;
  link?: string | null;
  text?: string;
  color?: string;
  pinned?: boolean;
}

export interface BannerPost {
  id: string;
  title: string;
  body: string;
  publishAt: string | null;
  expiresAt: string | null;
}

/** The billboard's endpoints beyond the generic CRUD (src/server/areas/communication, docs/api/communication.md). */
export const communicationApi = {
  move: (id: string, to: PostStatus) => request<Record<string, unknown>>(`/communication/posts/${id}/move`, { method: 'POST', body: { to } }),
  banner: () => request<{ posts: BannerPost[] }>('/communication/banner'),
};
