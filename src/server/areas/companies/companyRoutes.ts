import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { companies } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { emptyBodyAsObject } from '../../http/emptyBody';
import { COMPANY_SELF_BODY, type CompanySelfBody } from '../../../shared/apiSchemas/companies';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { COMPANY_UPDATE_BODY } from './companyProfile';
import { updateCompany } from './companyUpdate';
import { companyView, project } from './companyView';
import { registerConfigSectionRoutes } from './configSectionRoutes';
import { registerPrintRoutes } from './printRoutes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's company (session, /company), its update (PATCH /companies, multipart with images), the public login
 * data of a company by id or slug, the covid and notifications settings and the printable company file.
 */
export function registerCompanyRoutes(api: FastifyInstance): void {
  registerConfigSectionRoutes(api);
  registerPrintRoutes(api);

  api.patch('/companies', {
    config: { module: 'company-profile', action: 'PATCH' },
    schema: {
      tags: ['companies'],
      summary: "Update the company's data: JSON, or multipart with a `data` part and image parts image, hugeLogo, carrousel1–3 (each ≤ 1 MB)",
      description: 'Text fields take a string or null (clears); an image field set to null in the JSON removes that image. Answers the company as GET /companies/byAuthUserCompany.',
      consumes: ['application/json', 'multipart/form-data'],
      body: { 'x-handler-validated': true, allOf: [COMPANY_UPDATE_BODY] },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    return { data: companyView(await updateCompany(api, request, auth), api.config) };
  });

  api.post<{ Body: CompanySelfBody }>('/companies/self', {
    config: { authOnly: true },
    preValidation: emptyBodyAsObject,
    schema: { tags: ['companies'], summary: "The caller's company; `projection` keeps only the dotted paths asked for", body: ref(COMPANY_SELF_BODY) },
  }, async (request) => {
    const view = companyView(requireAuth(request.auth).company, api.config);
    const projection = request.body.projection;
    return { data: projection?.length ? project(view, projection) : view };
  });

  api.get('/companies/byAuthUserCompany', {
    config: { authOnly: true },
    schema: { tags: ['companies'], summary: "The caller's company" },
  }, async (request) => ({ data: companyView(requireAuth(request.auth).company, api.config) }));

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
