import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../db/schema';
import { fileUrl } from '../../files/fileNames';
import { validFileSignature } from '../../files/signedFileUrls';
import { notFound } from '../../http/apiError';

/**
 * GET /files/:companyId/:name streams a stored file to whoever holds a signed address of it (every /api answer signs
 * the addresses it carries: src/server/files/signedFileUrls.ts) — an `<img src>` cannot send a bearer token, and a
 * copied address stops working within hours. The company's logo and login carousel stay public: the login page shows
 * them before anyone signs in. Anything else, unsigned, expired or of another company, is 404 alike. Served as an
 * attachment unless it is an image, with nosniff (helmet), so a stored file cannot run as a page of ours.
 */
export function registerFileRoutes(api: FastifyInstance, now: () => number = Date.now): void {
  /** whether the file is the company's logo or one of its login carousel pictures */
  const isLoginPicture = async (companyId: string, name: string): Promise<boolean> => {
    const url = fileUrl(companyId, name);
    const rows = await api.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.id} = ${companyId} and (${companies.image} = ${url} or ${companies.loginCarrousel} @> ${JSON.stringify([url])}::jsonb)`)
      .limit(1);
    return rows.length > 0;
  };

  api.get<{ Params: { companyId: string; name: string }; Querystring: { exp?: string; sig?: string } }>('/files/:companyId/:name', {
    config: { public: true },
    schema: {
      tags: ['files'],
      summary: 'A stored file (image, document) by its URL',
      security: [],
      params: {
        type: 'object',
        required: ['companyId', 'name'],
        additionalProperties: false,
        properties: { companyId: { type: 'string', format: 'uuid' }, name: { type: 'string', pattern: '^[0-9a-f]{32}\\.[a-z0-9]{1,8}$' } },
      },
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { exp: { type: 'string', maxLength: 12, description: 'expiry of the signed address (unix seconds)' }, sig: { type: 'string', maxLength: 64, description: 'its signature' } },
      },
    },
  }, async (request, reply) => {
    const { companyId, name } = request.params;
    const signed = validFileSignature(companyId, name, request.query.exp, request.query.sig, now());
    if (!signed && !(await isLoginPicture(companyId, name))) throw notFound();
    const file = await api.files.open(companyId, name);
    if (!file) throw notFound();
    const inline = file.contentType.startsWith('image/');
    return reply
      .type(file.contentType)
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${request.params.name}"`)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(file.stream);
  });
}
