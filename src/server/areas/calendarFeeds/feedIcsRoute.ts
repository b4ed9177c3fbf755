import { recordTransaction } from '../integrations/recordTransaction';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pickLocale } from '../../../shared/i18n/locales';
import { canUseDashboard, isKnownRole, type Role } from '../../../shared/roles';
import { addDays } from '../../../shared/workday/zonedTime';
import { localDateOf } from '../../../shared/workday/zonedTime';
import type { AuthContext } from '../../auth/authContext';
import { companies, users } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { DEFAULT_TIME_ZONE } from '../workdays/timeZones';
import { resolveFeedSubject, type FeedScope, type FeedSubject } from './feedAccess';
import { loadFeedRows } from './feedData';
import { buildFeedEvents, type FeedContent } from './feedEvents';
import { feedByToken, markRead, type FeedRow } from './feedStore';
import { feedName, feedTexts } from './feedTexts';
import { looksLikeFeedToken } from './feedTokens';
import { writeIcs } from './icsWriter';

/** What a feed covers: the last three months and the next twelve (clients keep what they already showed). */
const DAYS_BACK = 92;
const DAYS_AHEAD = 366;
/** the hint to clients that honour it (Apple, Outlook); Google decides on its own */
const REFRESH_SECONDS = 3600;
/** per address: calendar clients poll, nobody needs more; a 256-bit token is not guessed either way */
const FEED_RATE = { max: 120, timeWindow: 60_000 };

/** The feed's owner as a caller, if they still may use the product; their rights decide what the feed shows. */
async function ownerOf(api: FastifyInstance, feed: FeedRow): Promise<AuthContext | null> {
  const [row] = await api.db.select({ user: users, company: companies }).from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, feed.ownerId), eq(users.companyId, feed.companyId)));
  if (!row || !row.user.active || !isKnownRole(row.user.role) || !canUseDashboard(row.user.role)) return null;
  return { user: row.user, company: row.company, role: row.user.role as Role };
}

const allowsDetails = (company: AuthContext['company']): boolean =>
  ((company.configuration as { general?: { calendarFeedDetails?: unknown } }).general?.calendarFeedDetails) === true;

const subjectName = (subject: FeedSubject, company: string) =>
  subject.scope === 'person' ? `${subject.person.firstName} ${subject.person.lastName}` : subject.scope === 'unit' ? subject.unit.name : company;

/**
 * GET /api/calendar/feeds/{token}.ics — no session: the token is the key. A wrong, revoked or regenerated token, an
 * owner who left or lost the right, all answer the same 404. The feed shows only what it names, re-checked against
 * its owner's rights on every read, in the company of the feed.
 */
export function registerCalendarFeedIcsRoute(api: FastifyInstance): void {
  api.get<{ Params: { file: string }; Querystring: { lang?: string } }>('/calendar/feeds/:file', {
    config: {
      public: true,
      rateLimit: { ...FEED_RATE, groupId: 'calendar-feed', keyGenerator: (request) => `calendar-feed|${request.ip}` },
    },
    schema: {
      tags: ['calendar'], summary: 'An iCalendar feed (text/calendar) by its token: /api/calendar/feeds/{token}.ics?lang=es-ES',
      params: { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 120 } } },
      querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 20 } } },
    },
  }, async (request, reply) => {
    const { file } = request.params;
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    if (!looksLikeFeedToken(token)) throw notFound();
    const feed = await feedByToken(api.db, token);
    if (!feed) throw notFound();
    const owner = await ownerOf(api, feed);
    if (!owner) throw notFound();
    const subject = await resolveFeedSubject(api.db, api.enforcer, owner, feed.scope as FeedScope, feed.subjectId).catch(() => null);
    if (!subject) throw notFound();

    const now = new Date();
    const today = localDateOf(now.getTime(), DEFAULT_TIME_ZONE);
    const range = { from: addDays(today, -DAYS_BACK), to: addDays(today, DAYS_AHEAD) };
    const contents = feed.contents as FeedContent[];
    const rows = await loadFeedRows(api.db, feed.companyId, subject, contents, range);
    const locale = pickLocale(request.query.lang ?? request.headers['accept-language']);
    const events = buildFeedEvents({
      host: new URL(api.config.publicUrl).hostname, range, namePeople: subject.scope !== 'person', details: allowsDetails(owner.company),
      texts: feedTexts(locale), ...rows,
    });
    const ics = writeIcs(events, { name: feedName(locale, subject.scope, subjectName(subject, owner.company.name)), stamp: now, refreshSeconds: REFRESH_SECONDS });
    await markRead(api.db, feed, now);
    await recordTransaction(api.db, { companyId: feed.companyId, integration: 'calendar', direction: 'out', status: 'ok', action: 'calendar.feedRead', payload: { feedId: feed.id, scope: feed.scope, events: events.length, ownerId: feed.ownerId } }, request.log);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .header('cache-control', 'private, no-cache')
      .send(ics);
  });
}
