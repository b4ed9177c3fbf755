import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ListQuery } from '../../../../shared/listQuery';
import { LIST_QUERY_BODY_SCHEMA, normalizeListBody } from '../../../engine/listQuery';
import type { ResourceService } from '../../../engine/resourceService';
import { fieldError, validationError } from '../../../http/apiError';
import { emptyBodyAsObject } from '../../../http/emptyBody';
import { DEVICE_PARAMS, deviceFor, tags, uuidArray } from './deviceAccess';

export const DEVICE_USER_STATES = ['LOADING', 'LOADED', 'REMOVING', 'REMOVED', 'FAILED', 'NOT_LOADED'] as const;

interface Row {
  user_id: string; first_name: string | null; last_name: string | null; number_of_document: string | null; device_pin: string | null;
  main_branch: string | null; state: string; error: string | null; updated_at: string | Date | null;
  fingerprints: number | string; faces: number | string; cards: number | string; total: number | string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Collaborators per device (spec §2): the active people whose main unit is one of the device's units, with the
 * state of their load (NOT_LOADED when never loaded), plus anyone loaded there who no longer belongs (moved, left).
 * Scoped callers see their units' people only. Filters: `state` (a value or { in }); `q` name or document.
 */
export function registerDeviceUserRoutes(api: FastifyInstance, devices: ResourceService): void {
  api.post<{ Params: { id: string }; Body: ListQuery }>('/devices/:id/users/getFiltered', {
    config: { module: 'devices', action: 'GET' },
    preValidation: emptyBodyAsObject,
    schema: { tags, summary: 'Who is (or belongs) on the device: { data: { users, count } }', params: DEVICE_PARAMS, body: LIST_QUERY_BODY_SCHEMA },
  }, async (request) => {
    const ctx = await deviceFor(api, devices, request, request.params.id, false);
    const query = normalizeListBody(request.body);
    const company = ctx.auth.company.id;
    const conds: SQL[] = [];
    for (const [field, value] of Object.entries(query.filters)) {
      if (field !== 'state') throw validationError([fieldError(`filters.${field}`, 'filterField')]);
      const list = value !== null && typeof value === 'object' ? (value as { in?: unknown }).in : [value];
      if (!Array.isArray(list) || !list.length || list.some((s) => !(DEVICE_USER_STATES as readonly string[]).includes(String(s)))) {
        throw validationError([fieldError('filters.state', 'enum')]);
      }
      conds.push(sql`coalesce(du.state, 'NOT_LOADED') in (${sql.join(list.map((s) => sql`${String(s)}`), sql`, `)})`);
    }
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      conds.push(sql`(u.first_name ilike ${like} or u.last_name ilike ${like} or u.number_of_document ilike ${like})`);
    }
    if (ctx.scope) conds.push(ctx.scope.size ? sql`u.main_branch = any(${uuidArray([...ctx.scope])})` : sql`false`);
    const units = ctx.units.length ? ctx.units : ['00000000-0000-0000-0000-000000000000'];
    const result = (await api.db.execute(sql`
      with people as (
        select id from users where company_id = ${company} and active and main_branch = any(${uuidArray(units)})
        union select user_id from device_users where company_id = ${company} and device_id = ${ctx.queue.id}
      )
      select u.id as user_id, u.first_name, u.last_name, u.number_of_document, u.device_pin, u.main_branch,
        coalesce(du.state, 'NOT_LOADED') as state, du.error, du.updated_at,
        (select count(*) from biometric_templates t where t.company_id = ${company} and t.user_id = u.id and t.kind = 'FINGERPRINT') as fingerprints,
        (select count(*) from biometric_templates t where t.company_id = ${company} and t.user_id = u.id and t.kind = 'FACE') as faces,
        (select count(*) from biometric_templates t where t.company_id = ${company} and t.user_id = u.id and t.kind = 'CARD') as cards,
        count(*) over () as total
      from people p join users u on u.id = p.id and u.company_id = ${company}
      left join device_users du on du.device_id = ${ctx.queue.id} and du.user_id = u.id
      ${conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``}
      order by lower(u.last_name), lower(u.first_name), u.id
      limit ${query.limit} offset ${query.skip}`)) as unknown as { rows: Row[] };
    const rows = result.rows;
    return {
      data: {
        count: rows.length ? Number(rows[0].total) : 0,
        users: rows.map((r) => ({
          userId: r.user_id, firstName: r.first_name, lastName: r.last_name, numberOfDocument: r.number_of_document, devicePin: r.device_pin,
          mainBranch: r.main_branch, state: r.state, error: r.error, updatedAt: r.updated_at ? new Date(r.updated_at).toISOString() : null,
          templates: { fingerprints: Number(r.fingerprints), faces: Number(r.faces), cards: Number(r.cards) },
        })),
      },
    };
  });
}
