import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES, pickLocale, type Locale } from '../../../shared/i18n/locales';
import { searchArticles } from '../../../shared/help/helpSearch';
import { requireAuth } from '../../auth/authContext';
import { localeOf } from '../../http/errorHandler';
import { notFound } from '../../http/apiError';
import { articleHtml, helpArticle, helpArticles, HELP_DIR } from './helpArticles';
import { companyHandbooks, readAt, type Handbook } from './handbooks';
import { renderMarkdown } from './markdown';

const tags = ['help'];
const HANDBOOK_PREFIX = 'handbook-';
const LOCALE = { type: 'string', enum: [...LOCALES], description: 'the articles\' language; default the request\'s (Accept-Language)' } as const;

const localeFrom = (request: FastifyRequest<{ Querystring: { locale?: string } }>): Locale =>
  request.query.locale ? pickLocale(request.query.locale) : localeOf(request);

const excerpt = (text: string): string => (text.length > 180 ? `${text.slice(0, 177).replace(/\s+\S*$/, '')}…` : text);

/** A company handbook as a searchable help article. */
const handbookArticle = (h: Handbook) => ({
  slug: `${HANDBOOK_PREFIX}${h.id}`, title: h.title, kind: 'handbook' as const, area: 'handbooks', tags: [] as string[],
  body: h.description ?? '', required: h.required,
});

/**
 * The help centre (/help, issue 23 item 5): the product's articles in three languages and the caller's company's
 * handbooks, one search over both. Every signed-in user may read them. docs/api/help.md
 */
export function registerHelpRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: { locale?: string; q?: string } }>('/help/articles', {
    config: { authOnly: true },
    schema: {
      tags, querystring: { type: 'object', additionalProperties: false, properties: { locale: LOCALE, q: { type: 'string', maxLength: 200 } } },
      summary: 'Help articles (tutorials, FAQ, the company\'s handbooks), searched: { data: { articles: [{ slug, title, kind, area, excerpt, required? }], count } }',
      description: 'Without `q`: every article in reading order, handbooks last. With `q`: the articles holding every word of it (title, tags, text; accents and case ignored, word prefixes match), best first: title hits weigh most.',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const locale = localeFrom(request);
    const all = [...helpArticles(locale), ...(await companyHandbooks(api.db, auth.company.id)).map(handbookArticle)];
    const found = searchArticles(all, request.query.q ?? '');
    return {
      data: {
        articles: found.map((a) => ({
          slug: a.slug, title: a.title, kind: a.kind, area: a.area, excerpt: excerpt(a.body),
          ...('required' in a ? { required: a.required } : {}),
        })),
        count: found.length,
      },
    };
  });

  api.get<{ Params: { slug: string }; Querystring: { locale?: string } }>('/help/articles/:slug', {
    config: { authOnly: true },
    schema: {
      tags, params: { type: 'object', properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } } },
      querystring: { type: 'object', additionalProperties: false, properties: { locale: LOCALE } },
      summary: 'One article: { data: { article: { slug, title, kind, area, html, handbook? } } }',
      description: '`html` is sanitized (headings, lists, links, the product\'s screenshots). A handbook (`handbook-<id>`) also carries `handbook: { id, kind, url, file, required, readAt }`, `readAt` being the caller\'s own confirmation. Unknown slug or another company\'s handbook: 404 NOT_FOUND.',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { slug } = request.params;
    if (slug.startsWith(HANDBOOK_PREFIX)) {
      const id = slug.slice(HANDBOOK_PREFIX.length);
      if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound();
      const [h] = await companyHandbooks(api.db, auth.company.id, id);
      if (!h) throw notFound();
      return {
        data: {
          article: {
            slug, title: h.title, kind: 'handbook', area: 'handbooks', html: renderMarkdown(h.description ?? ''),
            handbook: { id: h.id, kind: h.kind, url: h.url, file: h.file, required: h.required, readAt: await readAt(api.db, auth.company.id, h.id, auth.user.id) },
          },
        },
      };
    }
    const article = helpArticle(localeFrom(request), slug);
    if (!article) throw notFound();
    return { data: { article: { slug, title: article.title, kind: article.kind, area: article.area, html: articleHtml(article) } } };
  });

  // images load through <img>, which sends no token: the screenshots show the demo company only
  api.get<{ Params: { file: string } }>('/help/screenshots/:file', {
    config: { public: true },
    schema: { tags, params: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,60}\\.png$' } } }, summary: 'A screenshot of the help articles (PNG)' },
  }, async (request, reply) => {
    let body: Buffer;
    try {
      body = await readFile(path.join(HELP_DIR, 'screenshots', request.params.file));
    } catch {
      throw notFound();
    }
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(body);
  });
}
