/** Calendar feeds (/calendar/connection) as the API answers them: shared by the server and the screens. */

/** whose calendar a feed carries */
export const FEED_SCOPES = ['person', 'unit', 'company'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

/** what a feed carries */
export const FEED_CONTENTS = ['shifts', 'absences', 'specialDays'] as const;
export type FeedContent = (typeof FEED_CONTENTS)[number];

/** A feed as the list shows it: never the token or its hash. */
export interface FeedView {
  id: string;
  scope: FeedScope;
  subject: { id: string; name: string } | null;
  /** a person feed of the caller themselves (a feed of my own calendar) */
  ownCalendar: boolean;
  contents: FeedContent[];
  tokenHint: string;
  lastReadAt: string | null;
  createdAt: string;
}
