import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { companies } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { COMPANY_SELF_BODY, type CompanySelfBody } from '../../../shared/apiSchemas/companies';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { companyView, project } from './companyView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's company (session), and the public login data of a company by id or slug. */
export function registerCompanyRoutes(api: FastifyInstance): void {
  api.post<{ Body: CompanySelfBody }>('/companies/self', {
    config: { authOnly: true },
    preValidation: emptyBodyAsObject,
    schema: { tags: ['companies'], summary: "The caller's company; `projection` keeps only the dotted paths asked for", body: ref(COMPANY_SELF_BODY) },
  }, async (request) => {
    const view = companyView(requireAuth(request.auth).company);
    const projection = request.body.projection;
    return { data: projection?.length ? project(view, projection) : view };
  });

  api.get('/companies/byAuthUserCompany', {
    config: { authOnly: true },
    schema: { tags: ['companies'], summary: "The caller's company" },
  }, async (request) => ({ data: companyView(requireAuth(request.auth).company) }));

  api.get<{ Params: { companyId: string } }>('/companies/loginData/:companyId', {
    config: { public: true },
    schema: {
      tags: ['companies'],
      summary: "A company's login page data (carousel, name, logo), by id or slug",
      security: [],
      params: { type: 'object', required: ['companyId'], additionalProperties: false, properties: { companyId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,80}$' } } },
    },
  }, async (request) => {
    const key = request.params.companyId;
    const [company] = await api.db
      .select({ name: companies.name, image: companies.image, loginCarrousel: companies.loginCarrousel })
      .from(companies)
      .where(UUID.test(key) ? eq(companies.id, key) : eq(companies.slug, key.toLowerCase()))
      .limit(1);
    if (!company) throw notFound('COMPANY_NOT_FOUND');
    return { data: { loginCarrousel: company.loginCarrousel, name: company.name, image: company.image } };
  });
}
