import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import type { TokenService } from '../../auth/tokens';
import { writeAudit } from '../../audit/auditLog';
import { companies } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { assertProvider } from '../subscription/access';
import { companyView } from '../companies/companyView';

/**
 * POST /provider/companies/:id/support: provider staff enter a company's dashboard for support. The answer is a
 * session token for that company, read-only (every write 403 SUPPORT_READ_ONLY, src/server/permissions/routeAccess.ts),
 * and the entry is written in that company's audit log (entity `supportAccess`).
 */
export async function supportRoute(api: FastifyInstance, opts: { tokens: TokenService }): Promise<void> {
  api.post<{ Params: { id: string } }>('/provider/companies/:id/support', {
    config: { authOnly: true },
    schema: {
      tags: ['provider'], summary: "Enter a company's dashboard read-only for support (audited in its log)",
      params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    assertProvider(auth);
    const [company] = await api.db.select().from(companies).where(eq(companies.id, request.params.id)).limit(1);
    if (!company) throw notFound('COMPANY_NOT_FOUND');
    await writeAudit(api.db, { ...auth, company }, { entity: 'supportAccess', entityId: auth.user.id, action: 'read', changes: { by: auth.user.username, name: `${auth.user.firstName} ${auth.user.lastName}` } });
    const accessToken = opts.tokens.sign({ sub: auth.user.id, cid: auth.user.companyId, role: 'provider', tv: auth.user.tokenVersion, sup: company.id });
    return { data: { accessToken, company: companyView(company, api.config) } };
  });
}
