import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { FeedItem } from '../../../shared/communication/feed';
import { reachesReader } from '../../../shared/communication/postStates';
import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import type { ApiRecord } from '../../engine/records';
import type { ResourceService } from '../../engine/resourceService';

/** Rows read per kind before the audience filter: the feed is the newest, not an archive. */
const WINDOW = 200;

/**
 * What is on the billboard now for this reader: published posts and flyers inside their publication window
 * (publication date reached, expiry not), addressed to the whole company or to one of the reader's units
 * (`readerUnits` null: not limited to units): pinned notes first, then the newest publication first.
 */
export async function billboardFeed(db: Db, auth: AuthContext, posts: ResourceService, flyers: ResourceService, notes: ResourceService, readerUnits: ReadonlySet<string> | null, now: Date, limit: number): Promise<FeedItem[]> {
  const at = now.toISOString();
  const live = async (service: ResourceService, extra: unknown[]) => {
    const t = service.table;
    const c = t.columns;
    const rows = await db.select().from(t.table)
      .where(and(eq(t.companyId, auth.company.id), ...(extra as never[]), or(isNull(c.publishAt), lte(c.publishAt, at)), or(isNull(c.expiresAt), gt(c.expiresAt, at))))
      .orderBy(desc(c.publishAt), desc(t.createdAt)).limit(WINDOW);
    return (rows as Record<string, unknown>[]).map((r) => service.toRecord(r, auth)).filter((r) => reachesReader(r, readerUnits));
  };
  const [postRows, flyerRows, noteRows] = await Promise.all([
    live(posts, [eq(posts.table.columns.status, 'PUBLISHED')]),
    live(flyers, []),
    live(notes, []),
  ]);
  const items = [...postRows.map((r) => toItem('post', r)), ...flyerRows.map((r) => toItem('flyer', r)), ...noteRows.map((r) => toItem('note', r))];
  const pinned = (i: FeedItem) => (i.pinned ? 1 : 0);
  return items.sort((a, b) => pinned(b) - pinned(a) || (b.publishAt ?? '').localeCompare(a.publishAt ?? '')).slice(0, limit);
}

function toItem(kind: FeedItem['kind'], r: ApiRecord): FeedItem {
  const s = (v: unknown) => (typeof v === 'string' ? v : null);
  const base = { kind, id: String(r.id), title: String(r.title ?? ''), categoryId: s(r.categoryId), image: s(r.image), publishAt: s(r.publishAt) ?? s(r.createdAt), expiresAt: s(r.expiresAt) };
  if (kind === 'post') return { ...base, body: String(r.body ?? ''), banner: r.banner === true };
  if (kind === 'note') return { ...base, text: String(r.text ?? ''), color: s(r.color) ?? '#fff1b8', pinned: r.pinned === true };
  return { ...base, description: String(r.description ?? ''), link: s(r.link) };
}
