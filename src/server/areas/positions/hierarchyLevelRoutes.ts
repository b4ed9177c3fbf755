import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { hierarchies } from '../../engine/storage/productTables';
import { ApiError, fieldError } from '../../http/apiError';
import { DEFAULT_HIERARCHY_TYPES } from '../hierarchies/hierarchyHooks';
import { planLevels, type LevelInput } from './hierarchyLevelRules';

const levelName = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

const PATCH_BODY = {
  type: 'object',
  required: ['levels'],
  additionalProperties: false,
  properties: {
    levels: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: levelName, previousName: levelName } },
    },
  },
} as const;

const levelsOf = (customFields: Record<string, string[]> | null | undefined): string[] =>
  customFields?.hierarchies?.length ? customFields.hierarchies : DEFAULT_HIERARCHY_TYPES;

/** How many hierarchy rows each level has: a used level cannot be removed. */
async function usage(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db.select({ type: hierarchies.type, n: count() }).from(hierarchies).where(eq(hierarchies.companyId, companyId)).groupBy(hierarchies.type);
  return new Map(rows.map((r) => [r.type, r.n]));
}

const answer = (levels: string[], used: Map<string, number>) => ({
  data: { levels: levels.map((name) => ({ name, hierarchiesCount: used.get(name) ?? 0 })) },
});

/**
 * The company's hierarchy levels (customFields.hierarchies; defaults position, Sector, Departamento), the types a
 * hierarchy row may have. GET /companies/hierarchy-levels and PATCH with the whole ordered list both answer
 * { data: { levels: [{ name, hierarchiesCount }] } }. The PATCH touches nothing else of customFields, renames the
 * rows of a renamed level with it and writes one audit row, all in one transaction.
 */
export function registerHierarchyLevelRoutes(api: FastifyInstance): void {
  api.get('/companies/hierarchy-levels', {
    config: { module: 'company-config', action: 'GET' },
    schema: { tags: ['companies'], summary: 'Hierarchy levels of the company, in order, with the hierarchies each one has' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const [company] = await api.db.select({ customFields: companies.customFields }).from(companies).where(eq(companies.id, auth.company.id));
    return answer(levelsOf(company?.customFields), await usage(api.db, auth.company.id));
  });

  api.patch<{ Body: { levels: LevelInput[] } }>('/companies/hierarchy-levels', {
    config: { module: 'company-config', action: 'PATCH' },
    schema: { tags: ['companies'], summary: 'Replace the hierarchy levels: add, rename (previousName), reorder, remove', body: PATCH_BODY },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const companyId = auth.company.id;
    const result = await api.db.transaction(async (tx) => {
      // the row as it is now, locked: two editors saving at once apply one after the other
      const [company] = await tx.select({ customFields: companies.customFields }).from(companies).where(eq(companies.id, companyId)).for('update');
      const current = levelsOf(company.customFields);
      const plan = planLevels(current, request.body.levels);
      const used = await usage(tx, companyId);
      const inUse = plan.removed.filter((name) => (used.get(name) ?? 0) > 0);
      if (inUse.length) throw new ApiError(409, 'HIERARCHY_EXISTS', { errors: [fieldError('levels', 'hasChildren')], detail: `levels in use: ${inUse.join(', ')}` });
      // two steps through temporary names, so swapping two levels' names never meets the (type, name) unique index
      const stamp = randomUUID();
      const temp = (i: number) => `~renaming~${stamp}~${i}`;
      for (const [i, r] of plan.renames.entries()) await tx.update(hierarchies).set({ type: temp(i) }).where(and(eq(hierarchies.companyId, companyId), eq(hierarchies.type, r.from)));
      for (const [i, r] of plan.renames.entries()) await tx.update(hierarchies).set({ type: r.to, updatedAt: new Date() }).where(and(eq(hierarchies.companyId, companyId), eq(hierarchies.type, temp(i))));
      await tx.update(companies).set({ customFields: { ...company.customFields, hierarchies: plan.next }, updatedAt: new Date() }).where(eq(companies.id, companyId));
      if (JSON.stringify(current) !== JSON.stringify(plan.next)) {
        await writeAudit(tx, auth, { entity: 'companies', entityId: companyId, action: 'update', changes: { 'customFields.hierarchies': { from: current, to: plan.next } } });
      }
      return { levels: plan.next, used: await usage(tx, companyId) };
    });
    // the cached company row of this company's users holds the old list (hierarchy type checks read it)
    forgetAuthRow({ companyId });
    return answer(result.levels, result.used);
  });
}
