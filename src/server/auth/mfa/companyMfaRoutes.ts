import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit/auditLog';
import { companies } from '../../db/schema';
import { forbidden } from '../../http/apiError';
import { isOwnerLevel } from '../../../shared/roles';
import { requireAuth } from '../authContext';
import { forgetAuthRow } from '../authRowCache';

const ROLES_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['mfaRequiredRoles'],
  properties: {
    mfaRequiredRoles: {
      type: 'array',
      maxItems: 50,
      uniqueItems: true,
      items: { anyOf: [{ enum: ['owner', 'administrator', 'manager', 'viewer'] }, { type: 'string', pattern: '^custom:[0-9a-f-]{36}$' }] },
    },
  },
} as const;

/**
 * The company's sign-in policy (Settings › Security): which roles must sign in with a second factor. Everyone who may
 * read the company's settings sees it; only its owner changes it.
 */
export async function companyMfaRoutes(api: FastifyInstance): Promise<void> {
  api.get('/companies/config/security', {
    config: { module: 'company-config', action: 'GET' },
    schema: { tags: ['companies'], summary: 'The roles that must sign in with a second factor' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [row] = await api.db.select({ mfaRequiredRoles: companies.mfaRequiredRoles }).from(companies).where(eq(companies.id, auth.company.id));
    return { data: { mfaRequiredRoles: row?.mfaRequiredRoles ?? [], editable: isOwnerLevel(auth.role) } };
  });

  api.patch<{ Body: { mfaRequiredRoles: string[] } }>('/companies/config/security', {
    config: { module: 'company-config', action: 'PATCH' },
    schema: { tags: ['companies'], summary: 'Set the roles that must sign in with a second factor (owner only)', body: ROLES_BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    if (!isOwnerLevel(auth.role)) throw forbidden();
    const next = request.body.mfaRequiredRoles;
    await api.db.transaction(async (tx) => {
      const [before] = await tx.select({ roles: companies.mfaRequiredRoles }).from(companies).where(eq(companies.id, auth.company.id)).for('update');
      await tx.update(companies).set({ mfaRequiredRoles: next, updatedAt: new Date() }).where(eq(companies.id, auth.company.id));
      await writeAudit(tx, auth, { entity: 'companies', entityId: auth.company.id, action: 'update', changes: { mfaRequiredRoles: { from: before?.roles ?? [], to: next } } });
    });
    forgetAuthRow({ companyId: auth.company.id });
    return { data: { mfaRequiredRoles: next, editable: true } };
  });
}
