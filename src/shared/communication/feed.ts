/** One card of the billboard as a reader sees it (GET /communication/feed): a post, a flyer or a note. */
export interface FeedItem {
  kind: 'post' | 'flyer' | 'note';
  id: string;
  title: string;
  categoryId: string | null;
  image: string | null;
  publishAt: string | null;
  expiresAt: string | null;
  /** post: the rich body, and whether it is also the dashboard's banner */
  body?: string;
  banner?: boolean;
  /** flyer */
  description?: string;
  link?: string | null;
  /** note */
  text?: string;
  color?: string;
  pinned?: boolean;
}

/** A live banner post for the dashboard (GET /communication/banner). */
export type BannerPost = Pick<FeedItem, 'id' | 'title' | 'publishAt' | 'expiresAt'> & { body: string };
