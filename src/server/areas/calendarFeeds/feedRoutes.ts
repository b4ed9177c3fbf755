import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLocale } from '../../../shared/i18n/locales';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { FEED_SCOPES, mayFeedCompany, mayFeedOthers, resolveFeedSubject, checkContents, SCOPE_CONTENTS, type FeedScope } from './feedAccess';
import { FEED_CONTENTS } from './feedEvents';
import { insertFeed, listFeeds, ownFeed, revokeFeed, rotateToken, type FeedView } from './feedStore';

const tags = ['calendar'];
const AUDIT_ENTITY = 'calendarFeeds';
const ID_PARAMS = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const;

interface CreateBody {
  scope: FeedScope;
  subjectId?: string | null;
  contents: string[];
}

const CREATE_BODY = {
  type: 'object',
  required: ['scope', 'contents'],
  additionalProperties: false,
  properties: {
    scope: { type: 'string', enum: [...FEED_SCOPES] },
    subjectId: { type: ['string', 'null'], format: 'uuid' },
    contents: { type: 'array', maxItems: FEED_CONTENTS.length, items: { type: 'string', enum: [...FEED_CONTENTS] } },
  },
} as const;

/**
 * The feed's address, shown once: path (for the browser, which prepends its own origin), url (the server's public
 * address) and webcal (the same, for "subscribe" links that open a calendar app). `lang` names the language of
 * the feed's words (calendar clients send none).
 */
function withAddress(request: FastifyRequest, view: FeedView, token: string) {
  const lang = pickLocale(request.headers['accept-language']);
  const path = `/api/calendar/feeds/${token}.ics?lang=${lang}`;
  const url = `${request.server.config.publicUrl.replace(/\/$/, '')}${path}`;
  return { ...view, token, path, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/**
 * Calendar feeds (docs/api/calendar.md): every signed-in user lists, makes, regenerates and revokes their own; a
 * manager or administrator may also make one of a person or unit they see (to hand its address to that person, or
 * for themselves), an administrator one of the company. Each call acts on the caller's own feeds only.
 */
export function registerCalendarFeedRoutes(api: FastifyInstance): void {
  api.get('/calendar/feeds', {
    config: { authOnly: true },
    schema: { tags, summary: 'My calendar feeds: { data: { feeds, count, canFeedOthers, canFeedCompany, scopeContents } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const feeds = await listFeeds(api.db, auth);
    return {
      data: {
        feeds, count: feeds.length,
        canFeedOthers: mayFeedOthers(api.enforcer, auth), canFeedCompany: mayFeedCompany(api.enforcer, auth), scopeContents: SCOPE_CONTENTS,
      },
    };
  });

  api.post<{ Body: CreateBody }>('/calendar/feeds', {
    config: { authOnly: true },
    schema: {
      tags, summary: 'Make a feed; answers it with its token and address, shown this once',
      description: 'Body `{ scope: person | unit | company, subjectId?, contents: [shifts | absences | specialDays] }`. person without subjectId = me. 403 FORBIDDEN without the right for that scope, 404 for a person or unit the caller does not see.',
      body: CREATE_BODY,
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { scope } = request.body;
    const subject = await resolveFeedSubject(api.db, api.enforcer, auth, scope, request.body.subjectId ?? null);
    const contents = checkContents(scope, request.body.contents);
    const subjectId = subject.scope === 'person' ? subject.person.id : subject.scope === 'unit' ? subject.unit.id : null;
    const created = await api.db.transaction(async (tx) => {
      const made = await insertFeed(tx, auth, { scope, subjectId, contents });
      await writeAudit(tx, auth, { entity: AUDIT_ENTITY, entityId: made.id, action: 'create', changes: { scope, subjectId, contents } });
      return made;
    });
    return reply.code(201).send({ data: withAddress(request, await ownFeed(api.db, auth, created.id), created.token) });
  });

  api.post<{ Params: { id: string } }>('/calendar/feeds/:id/regenerate', {
    config: { authOnly: true },
    schema: { tags, summary: 'A new token for one of my feeds: the old address stops working at once', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const token = await api.db.transaction(async (tx) => {
      const t = await rotateToken(tx, auth, request.params.id);
      await writeAudit(tx, auth, { entity: AUDIT_ENTITY, entityId: request.params.id, action: 'update', changes: { token: 'regenerated' } });
      return t;
    });
    return { data: withAddress(request, await ownFeed(api.db, auth, request.params.id), token) };
  });

  api.delete<{ Params: { id: string } }>('/calendar/feeds/:id', {
    config: { authOnly: true },
    schema: { tags, summary: 'Revoke one of my feeds: its address answers 404 from now on', params: ID_PARAMS },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    await api.db.transaction(async (tx) => {
      await revokeFeed(tx, auth, request.params.id, new Date());
      await writeAudit(tx, auth, { entity: AUDIT_ENTITY, entityId: request.params.id, action: 'delete', changes: {} });
    });
    return { data: { id: request.params.id, revoked: true } };
  });
}
