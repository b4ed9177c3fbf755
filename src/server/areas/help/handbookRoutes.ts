import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/help.json';
import es from '../../../shared/i18n/es-ES/help.json';
import pt from '../../../shared/i18n/pt-BR/help.json';
import { requireAuth } from '../../auth/authContext';
import { writeAudit } from '../../audit/auditLog';
import { contentTypeOf } from '../../files/contentTypes';
import { loadExcel } from '../../files/excel';
import { notFound } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { rowsOf } from '../dashboard/dashboardContext';
import { companyHandbooks, readAt, readCounts, READ_ENTITY, unreadRows, type UnreadRow } from './handbooks';

const tags = ['handbooks'];
const UUID = { type: 'string', format: 'uuid' } as const;
const TEXTS: Record<Locale, typeof en> = { 'en-US': en, 'es-ES': es as typeof en, 'pt-BR': pt as typeof en };
const UNREAD_QUERY = { type: 'object', additionalProperties: false, properties: { handbookId: { ...UUID, description: 'one handbook (required or not); none: every required handbook' } } } as const;

async function unreadWorkbook(rows: UnreadRow[], locale: Locale): Promise<Buffer> {
  const texts = (TEXTS[locale] ?? TEXTS['es-ES']).export;
  const ExcelJS = await loadExcel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(texts.sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = (['handbook', 'lastName', 'firstName', 'unit', 'email'] as const).map((key) => ({ header: texts.columns[key], key, width: key === 'handbook' ? 32 : 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Handbooks' read confirmations and the list of who has not read a required one (issue 23 item 5; module
 * `communication-resources`, the billboard resources' module). Managers see the people of their units only.
 * docs/api/help.md
 */
export function registerHandbookRoutes(api: FastifyInstance): void {
  api.get('/handbooks', {
    config: { module: 'communication-resources', action: 'GET' },
    schema: { tags, summary: 'The company\'s handbooks with how many of the people the caller sees confirmed reading each: { data: { handbooks: [{ id, title, required, kind, url, file, readCount }], people } }' },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const [handbooks, counts] = await Promise.all([companyHandbooks(api.db, auth.company.id), readCounts(api.db, auth.company.id, scope)]);
    return { data: { handbooks: handbooks.map((h) => ({ ...h, readCount: counts.reads.get(h.id) ?? 0 })), people: counts.people } };
  });

  api.post<{ Params: { id: string }; Body: { userId: string } }>('/handbooks/:id/read', {
    config: { module: 'communication-resources', action: 'POST' },
    schema: {
      tags, params: { type: 'object', properties: { id: UUID } },
      body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: { ...UUID, description: 'the collaborator who read it' } } },
      summary: 'Record that a collaborator has read a handbook (from the employee portal or the dashboard): { data: { handbookId, userId, readAt, created } }',
      description: 'Idempotent: a second confirmation keeps the first date (`created: false`). The handbook and the collaborator must be the caller\'s company\'s (else 404 NOT_FOUND); a manager may confirm for the people of their units only.',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { id } = request.params;
    const { userId } = request.body;
    const [handbook] = await companyHandbooks(api.db, auth.company.id, id);
    if (!handbook) throw notFound();
    const scope = await unitScopeOf(api.db, auth);
    const [person] = await rowsOf<{ main_branch: string | null }>(api.db, sql`SELECT main_branch FROM users WHERE id = ${userId} AND company_id = ${auth.company.id} AND active`);
    if (!person || (scope && !(person.main_branch && scope.has(person.main_branch)))) throw notFound();
    const before = await readAt(api.db, auth.company.id, id, userId);
    if (before) return { data: { handbookId: id, userId, readAt: before, created: false } };
    await writeAudit(api.db, auth, { entity: READ_ENTITY, entityId: id, action: 'create', changes: { userId, title: handbook.title } });
    return { data: { handbookId: id, userId, readAt: await readAt(api.db, auth.company.id, id, userId), created: true } };
  });

  api.get<{ Querystring: { handbookId?: string } }>('/handbooks/unread', {
    config: { module: 'communication-resources', action: 'GET' },
    schema: {
      tags, querystring: UNREAD_QUERY,
      summary: 'Who has not confirmed reading: { data: { rows: [{ handbookId, handbook, required, userId, firstName, lastName, unit, email }], count } }',
      description: 'Every required handbook × the company\'s active people the caller sees (a manager: their units) without a confirmation; or one handbook with `handbookId` (404 when not the company\'s handbook).',
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { handbookId } = request.query;
    if (handbookId && !(await companyHandbooks(api.db, auth.company.id, handbookId)).length) throw notFound();
    const rows = await unreadRows(api.db, auth.company.id, await unitScopeOf(api.db, auth), handbookId);
    return { data: { rows, count: rows.length } };
  });

  api.get<{ Querystring: { handbookId?: string } }>('/handbooks/unread/export', {
    config: { module: 'communication-resources', action: 'GET' },
    schema: { tags, querystring: UNREAD_QUERY, summary: 'The same list as an XLSX file, headers in the caller\'s language' },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const { handbookId } = request.query;
    if (handbookId && !(await companyHandbooks(api.db, auth.company.id, handbookId)).length) throw notFound();
    const rows = await unreadRows(api.db, auth.company.id, await unitScopeOf(api.db, auth), handbookId);
    const locale = localeOf(request);
    const day = new Date().toISOString().slice(0, 10);
    return reply.type(contentTypeOf('xlsx')).header('content-disposition', `attachment; filename="${TEXTS[locale].export.file}-${day}.xlsx"`)
      .send(await unreadWorkbook(rows, locale));
  });
}
