import type { FeedContent, FeedScope, FeedView } from '../../shared/calendarFeeds/feeds';
import { request } from '../providers/http';

export type { FeedContent, FeedScope } from '../../shared/calendarFeeds/feeds';
/** A feed as the list shows it (shared with the server). */
export type CalendarFeed = FeedView;

/** A feed just made or regenerated: its address, shown this once. */
export interface FeedWithAddress extends CalendarFeed {
  token: string;
  path: string;
  url: string;
  webcalUrl: string;
}

export interface FeedList {
  feeds: CalendarFeed[];
  count: number;
  canFeedOthers: boolean;
  canFeedCompany: boolean;
  scopeContents: Record<FeedScope, FeedContent[]>;
}

export interface NewFeed {
  scope: FeedScope;
  subjectId?: string | null;
  contents: FeedContent[];
}

/** The calls of docs/api/calendar.md. */
export const calendarFeedsApi = {
  list: (signal?: AbortSignal) => request<FeedList>('/calendar/feeds', { signal }),
  create: (body: NewFeed) => request<FeedWithAddress>('/calendar/feeds', { method: 'POST', body }),
  regenerate: (id: string) => request<FeedWithAddress>(`/calendar/feeds/${id}/regenerate`, { method: 'POST' }),
  revoke: (id: string) => request<{ id: string; revoked: boolean }>(`/calendar/feeds/${id}`, { method: 'DELETE' }),
};

/**
 * The address to subscribe to, from this browser's own origin (the server's PUBLIC_URL may name another host in
 * development); webcal:// is the same address for "subscribe" links that open a calendar app.
 */
export function feedAddresses(feed: FeedWithAddress, origin = window.location.origin): { https: string; webcal: string } {
  const https = `${origin}${feed.path}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
