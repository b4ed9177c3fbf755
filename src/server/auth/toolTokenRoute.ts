import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/apiError';
import type { ServerConfig } from '../config';
import { recordTransaction } from '../areas/integrations/recordTransaction';
import { requireAuth } from './authContext';
import type { TokenService } from './tokens';

const TOOLS = ['performance', 'dataVisualization'] as const;

/**
 * GET /auth/token/{tool}/generate (spec §7): the address of an external tool (performance, data visualisation) with
 * a short-lived token for it, opened by the integrations menu in a new tab. Only for tools in the company's
 * configuration.general.integrations; the address comes from the server's configuration (PERFORMANCE_TOOL_URL…).
 */
export async function toolTokenRoute(api: FastifyInstance, opts: { tokens: TokenService; config: ServerConfig }): Promise<void> {
  api.get<{ Params: { tool: (typeof TOOLS)[number] } }>('/auth/token/:tool/generate', {
    config: { authOnly: true },
    schema: {
      tags: ['auth'],
      summary: 'Address of an external tool with a 5-minute token for it',
      params: { type: 'object', required: ['tool'], properties: { tool: { type: 'string', enum: [...TOOLS] } } },
    },
  }, async (request) => {
    const { user, company } = requireAuth(request.auth);
    const { tool } = request.params;
    const general = (company.configuration.general ?? {}) as { integrations?: unknown };
    const enabled = Array.isArray(general.integrations) && general.integrations.includes(tool);
    if (!enabled) throw new ApiError(403, 'FORBIDDEN');
    const base = opts.config.integrationUrls[tool];
    const exchange = { companyId: company.id, integration: tool, direction: 'out' as const, action: 'tool.signIn', userId: user.id };
    if (!base) {
      await recordTransaction(api.db, { ...exchange, status: 'failed', error: 'INTEGRATION_NOT_CONFIGURED' }, request.log);
      throw new ApiError(404, 'INTEGRATION_NOT_CONFIGURED');
    }
    const url = new URL(base);
    url.searchParams.set('token', opts.tokens.signForTool(tool, { sub: user.id, cid: company.id }));
    await recordTransaction(api.db, { ...exchange, status: 'ok', payload: { host: url.host } }, request.log);
    return { data: { url: url.toString() } };
  });
}
