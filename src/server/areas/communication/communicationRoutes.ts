import type { FastifyInstance } from 'fastify';
import type { BannerPost } from '../../../shared/communication/feed';
import { POST_STATUSES, type PostStatus } from '../../../shared/communication/postStates';
import { requireAuth } from '../../auth/authContext';
import type { Engine } from '../../engine/engine';
import { ID_PARAMS } from '../../engine/resourceRoutes';
import { localeOf } from '../../http/errorHandler';
import { readMultipartBody } from '../../http/multipart';
import { ApiError, fieldError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { billboardFeed } from './billboardFeed';
import { movePost } from './movePost';

const tags = ['communication'];
const IMAGE_RULE = { image: { maxBytes: 1_048_576, accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] } };
/** Banners shown at once on the dashboard; more would push the day's figures out of sight. */
const MAX_BANNERS = 3;

/**
 * The billboard beyond its resources' CRUD (engine): moving a post between draft, published and the paper bin,
 * the feed and the dashboard's informational banner as a reader sees them, and images for a post's body.
 */
export function registerCommunicationRoutes(api: FastifyInstance, engine: Engine): void {
  const posts = engine.service('posts');
  const flyers = engine.service('flyers');
  const notes = engine.service('notes');

  api.post<{ Params: { id: string }; Body: { to: PostStatus } }>('/communication/posts/:id/move', {
    config: { module: 'communication', action: 'PATCH' },
    schema: {
      tags,
      summary: 'Move a post: publish a draft, send it to the paper bin, restore it: { data: post }',
      description: 'Body `{ to: DRAFT | PUBLISHED | BIN }`. Allowed: DRAFT → PUBLISHED (publish; without a publication date it appears at once), PUBLISHED → BIN (unsubscribe), DRAFT → BIN (discard), BIN → DRAFT (restore). Anything else: 409 INVALID_POST_TRANSITION. Audited.',
      params: ID_PARAMS,
      body: { type: 'object', additionalProperties: false, required: ['to'], properties: { to: { type: 'string', enum: [...POST_STATUSES] } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    return { data: await movePost(api.db, auth, scope, posts, request.params.id, request.body.to, localeOf(request)) };
  });

  api.get<{ Querystring: { limit?: number } }>('/communication/feed', {
    config: { authOnly: true },
    schema: {
      tags,
      summary: 'The billboard now, as the caller sees it: { data: { items: [{ kind: post | flyer | note, … }] } }',
      description: 'Published posts, flyers and notes inside their publication window, addressed to the whole company or to one of the caller\'s units: pinned notes first, then newest first.',
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const units = await unitScopeOf(api.db, auth);
    return { data: { items: await billboardFeed(api.db, auth, posts, flyers, notes, units, new Date(), request.query.limit ?? 50) } };
  });

  api.get('/communication/banner', {
    config: { authOnly: true },
    schema: { tags, summary: 'The informational banners to show at the top of the dashboard now: { data: { posts: [{ id, title, body, expiresAt }] } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const units = await unitScopeOf(api.db, auth);
    const items = await billboardFeed(api.db, auth, posts, flyers, notes, units, new Date(), 100);
    const banners = items.filter((i) => i.kind === 'post' && i.banner).slice(0, MAX_BANNERS)
      .map(({ id, title, body, expiresAt, publishAt }): BannerPost => ({ id, title, body: body ?? '', publishAt, expiresAt }));
    return { data: { posts: banners } };
  });

  api.post('/communication/posts/images', {
    config: { module: 'communication', action: 'POST' },
    schema: {
      tags,
      summary: "Store an image for a post's body: multipart/form-data with an `image` part (PNG, JPEG, WebP or GIF, at most 1 MB): { data: { url } }",
      consumes: ['multipart/form-data'],
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!request.isMultipart()) throw new ApiError(415, 'VALIDATION_ERROR', { errors: [fieldError('body', 'unsupportedMediaType')] });
    const { files } = await readMultipartBody(request, IMAGE_RULE, api.config.bodyLimitBytes);
    if (!files.image) throw new ApiError(400, 'INVALID_FILE', { errors: [fieldError('image', 'INVALID_FILE')] });
    const stored = await api.files.put(auth.company.id, files.image.bytes, files.image.type);
    return { data: { url: stored.url } };
  });
}
