import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices, calendarFeeds, users } from '../../db/schema';
import { notFound } from '../../http/apiError';
import type { FeedContent, FeedScope, FeedView } from '../../../shared/calendarFeeds/feeds';
import { hashFeedToken, newFeedToken } from './feedTokens';

export type FeedRow = typeof calendarFeeds.$inferSelect;

export type { FeedView };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The caller's live feeds (revoked ones are gone for good), newest first, with their subject's name. */
export async function listFeeds(db: Db, auth: AuthContext, id?: string): Promise<FeedView[]> {
  const rows = await db.select({
    feed: calendarFeeds,
    personName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    unitName: branchOffices.name,
  }).from(calendarFeeds)
    .leftJoin(users, and(eq(users.id, calendarFeeds.subjectId), eq(users.companyId, calendarFeeds.companyId), eq(calendarFeeds.scope, 'person')))
    .leftJoin(branchOffices, and(eq(branchOffices.id, calendarFeeds.subjectId), eq(branchOffices.companyId, calendarFeeds.companyId), eq(calendarFeeds.scope, 'unit')))
    .where(and(
      eq(calendarFeeds.companyId, auth.company.id), eq(calendarFeeds.ownerId, auth.user.id), isNull(calendarFeeds.revokedAt),
      ...(id ? [eq(calendarFeeds.id, id)] : []),
    ))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id));
  return rows.map(({ feed, personName, unitName }) => ({
    id: feed.id,
    scope: feed.scope as FeedScope,
    subject: feed.subjectId ? { id: feed.subjectId, name: (feed.scope === 'unit' ? unitName : personName) ?? '' } : null,
    ownCalendar: feed.scope === 'person' && feed.subjectId === auth.user.id,
    contents: feed.contents as FeedContent[],
    tokenHint: feed.tokenHint,
    lastReadAt: iso(feed.lastReadAt),
    createdAt: iso(feed.createdAt)!,
  }));
}

/** One of the caller's live feeds, or 404 (another person's or company's id looks the same). */
export async function ownFeed(db: Db, auth: AuthContext, id: string): Promise<FeedView> {
  const [view] = await listFeeds(db, auth, id);
  if (!view) throw notFound();
  return view;
}

export async function insertFeed(db: Db, auth: AuthContext, input: { scope: FeedScope; subjectId: string | null; contents: FeedContent[] }) {
  const secret = newFeedToken();
  const [row] = await db.insert(calendarFeeds).values({
    companyId: auth.company.id, ownerId: auth.user.id, scope: input.scope, subjectId: input.subjectId,
    contents: input.contents, tokenHash: secret.tokenHash, tokenHint: secret.tokenHint,
  }).returning({ id: calendarFeeds.id });
  return { id: row.id, token: secret.token };
}

/** A new token for the feed: the old one stops opening it at once (its hash is overwritten). */
export async function rotateToken(db: Db, auth: AuthContext, id: string): Promise<string> {
  const secret = newFeedToken();
  const done = await db.update(calendarFeeds).set({ tokenHash: secret.tokenHash, tokenHint: secret.tokenHint, lastReadAt: null })
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.companyId, auth.company.id), eq(calendarFeeds.ownerId, auth.user.id), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  if (!done.length) throw notFound();
  return secret.token;
}

export async function revokeFeed(db: Db, auth: AuthContext, id: string, at: Date): Promise<void> {
  const done = await db.update(calendarFeeds).set({ revokedAt: at })
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.companyId, auth.company.id), eq(calendarFeeds.ownerId, auth.user.id), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  if (!done.length) throw notFound();
}

/** The live feed a token opens, or null. */
export async function feedByToken(db: Db, token: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(and(eq(calendarFeeds.tokenHash, hashFeedToken(token)), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

const READ_MARK_MS = 60_000;

/** Remember the read, at most once a minute per feed: calendar clients poll, and a write per poll is waste. */
export async function markRead(db: Db, feed: FeedRow, at: Date): Promise<void> {
  if (feed.lastReadAt && at.getTime() - new Date(feed.lastReadAt).getTime() < READ_MARK_MS) return;
  await db.update(calendarFeeds).set({ lastReadAt: at }).where(and(
    eq(calendarFeeds.id, feed.id),
    or(isNull(calendarFeeds.lastReadAt), lt(calendarFeeds.lastReadAt, new Date(at.getTime() - READ_MARK_MS))),
  ));
}
