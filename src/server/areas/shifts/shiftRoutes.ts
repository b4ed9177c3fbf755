import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SHIFT_CALENDAR_BODY, SHIFT_CREATE_BODY, SHIFT_FILTER_BODY, SHIFT_GENERATE_BODY, SHIFT_PATTERN_BODY, SHIFT_UPDATE_BODY,
  type ShiftCalendarBody, type ShiftCreateBody, type ShiftFilterBody, type ShiftGenerateBody, type ShiftPatternBody, type ShiftUpdateBody,
} from '../../../shared/apiSchemas/shifts';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { addDays, isLocalDate } from '../../../shared/workday';
import { requireAuth } from '../../auth/authContext';
import { shifts } from '../../db/schema';
import { ApiError, fieldError, validationError } from '../../http/apiError';
import { unitScopeOf } from '../../permissions/unitScope';
import { SHIFTS_GENERATE_JOB, GENERATE_WEEKS } from './generateJob';
import {
  createShift, deleteShift, findShift, patternTemplateFor, readPatterns, savePattern, scopedCollaborator, scopedCollaborators,
  shiftFromTemplate, shiftView, specialDaysBetween, templatesById, updateShift, type ShiftInput, type ShiftPattern,
} from './shiftStore';

const tags = ['shifts'];
const UUID = { type: 'string', format: 'uuid' };
const MAX_RANGE_DAYS = 62;

function assertRange(from: string, to: string, field: string): void {
  if (from > to) throw new ApiError(400, 'DATE_RANGE_INVALID', { errors: [fieldError(field, 'DATE_RANGE_INVALID')] });
  if (addDays(from, MAX_RANGE_DAYS) < to) throw validationError([fieldError(field, 'maximum')]);
}

/**
 * The shifts calendar (module `shifts`): planned shifts, the per-user calendar with virtual shifts from the weekly
 * pattern and special days, create/edit/delete, weekly pattern + availability, and the 8-week generation job.
 */
export function registerShiftRoutes(api: FastifyInstance): void {
  api.post<{ Body: ShiftFilterBody }>('/shifts/getFiltered', {
    config: { module: 'shifts', action: 'GET' },
    schema: {
      tags, summary: 'Planned shifts of a week or month: { data: { shifts, count } } (each with templateName, color)',
      body: ref(SHIFT_FILTER_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { userId, branch, date } = request.body.filters;
    assertRange(date.gte, date.lte, 'filters.date.lte');
    const scope = await unitScopeOf(api.db, auth);
    const people = await scopedCollaborators(api.db, auth, scope, { ids: userId ? [userId] : undefined, branch });
    if (userId && !people.length) throw new ApiError(404, 'NOT_FOUND');
    const ids = people.map((p) => p.id);
    const rows = ids.length ? await api.db.select().from(shifts).where(and(
      eq(shifts.companyId, auth.company.id), inArray(shifts.userId, ids), gte(shifts.date, date.gte), lte(shifts.date, date.lte),
    )).orderBy(asc(shifts.date)) : [];
    const templates = await templatesById(api.db, auth.company.id);
    const list = rows.map((r) => shiftView(r, r.templateId ? templates.get(r.templateId) : null));
    return { data: { shifts: list, count: list.length } };
  });

  api.post<{ Body: ShiftCalendarBody }>('/workshift/calendarToUserShift', {
    config: { module: 'shifts', action: 'GET' },
    schema: {
      tags, summary: 'Calendar per user and day: stored shifts, virtual shifts from the weekly pattern (id null) and special days',
      description: 'Body `{ userId | userIds | branch, from, to }` (≤ 62 days). Answers `{ data: { from, to, users: [{ user, days: [{ date, shift, specialDays }] }], specialDays } }`. A virtual shift (`virtual: true`, `id: null`) is saved by `PATCH /workshift/shift/virtual` or `POST /workshift/shift`.',
      body: ref(SHIFT_CALENDAR_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const { userId, userIds, branch, from, to } = request.body;
    assertRange(from, to, 'to');
    const scope = await unitScopeOf(api.db, auth);
    const ids = userId ? [userId] : userIds;
    const people = await scopedCollaborators(api.db, auth, scope, { ids, branch });
    if (userId && !people.length) throw new ApiError(404, 'NOT_FOUND');
    const pIds = people.map((p) => p.id);
    const rows = pIds.length ? await api.db.select().from(shifts).where(and(
      eq(shifts.companyId, auth.company.id), inArray(shifts.userId, pIds), gte(shifts.date, from), lte(shifts.date, to),
    )) : [];
    const templates = await templatesById(api.db, auth.company.id);
    const patterns = await readPatterns(api.db, auth.company.id);
    const special = await specialDaysBetween(api.db, auth.company.id, from, to);
    const byKey = new Map(rows.map((r) => [`${r.userId}|${r.date}`, r]));
    const dates: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
    const out = people.map((p) => ({
      user: { id: p.id, firstName: p.firstName, lastName: p.lastName, position: p.position, mainBranch: p.mainBranch, imageUrl: p.imageUrl },
      pattern: patterns[p.id] ?? null,
      days: dates.map((date) => {
        const stored = byKey.get(`${p.id}|${date}`);
        let shift = stored ? shiftView(stored, stored.templateId ? templates.get(stored.templateId) : null) : null;
        if (!shift) {
          const tid = patternTemplateFor(patterns[p.id], date);
          const t = tid ? templates.get(tid) : undefined;
          if (t) shift = shiftView({ ...shiftFromTemplate(t, p.id, date), templateId: t.id, startTime: t.startTime, endTime: t.endTime, breakMinutes: t.breakMinutes, id: null }, t);
        }
        const sd = special.filter((s) => s.dateFrom <= date && s.dateTo >= date && (!s.branches.length || (!!p.mainBranch && s.branches.includes(p.mainBranch))))
          .map((s) => ({ id: s.id, name: s.name, category: s.category }));
        return { date, shift, specialDays: sd };
      }),
    }));
    const specialDays = special.map((s) => ({ id: s.id, name: s.name, dateFrom: s.dateFrom, dateTo: s.dateTo, branches: s.branches, category: s.category }));
    return { data: { from, to, users: out, specialDays } };
  });

  api.post<{ Body: ShiftCreateBody }>('/workshift/shift', {
    config: { module: 'shifts', action: 'POST' },
    schema: {
      tags, summary: 'Plan a shift (template or type + times); 409 SHIFT_OVERLAPS when it overlaps another of the user',
      description: 'Body `{ userId, date, templateId? | type + startTime/endTime/breakMinutes }`. One shift per user and date. Types simple, custom, rest, specialDay, sunday (rest/specialDay/sunday need no times).',
      body: ref(SHIFT_CREATE_BODY),
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const user = await scopedCollaborator(api.db, auth, scope, request.body.userId);
    const row = await createShift(api.db, auth, user, request.body);
    const t = row.templateId ? (await templatesById(api.db, auth.company.id, [row.templateId])).get(row.templateId) : null;
    return reply.code(201).send({ data: shiftView(row, t) });
  });

  api.patch<{ Params: { id: string }; Body: ShiftUpdateBody }>('/workshift/shift/:id', {
    config: { module: 'shifts', action: 'PATCH' },
    schema: {
      tags, summary: 'Edit a shift; id `virtual` saves a virtual shift (needs userId and date, and shifts POST)',
      params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { anyOf: [UUID, { type: 'string', const: 'virtual' }] } } },
      body: ref(SHIFT_UPDATE_BODY),
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    if (request.params.id === 'virtual') {
      if (!api.enforcer.can(auth.role, auth.company.id, 'shifts', 'POST')) throw new ApiError(403, 'FORBIDDEN');
      const { userId, date } = request.body;
      const missing = [!userId && fieldError('userId', 'required'), !date && fieldError('date', 'required')].filter((e) => !!e);
      if (missing.length) throw validationError(missing);
      const user = await scopedCollaborator(api.db, auth, scope, userId!);
      let input = request.body as ShiftInput;
      if (!input.templateId && !input.type) {
        const tid = patternTemplateFor((await readPatterns(api.db, auth.company.id))[user.id], date!);
        if (!tid) throw validationError([fieldError('templateId', 'required')]);
        input = { ...input, templateId: tid };
      }
      const row = await createShift(api.db, auth, user, input);
      const t = row.templateId ? (await templatesById(api.db, auth.company.id, [row.templateId])).get(row.templateId) : null;
      return reply.code(201).send({ data: shiftView(row, t) });
    }
    const before = await findShift(api.db, auth, scope, request.params.id);
    if (request.body.userId && request.body.userId !== before.userId) throw validationError([fieldError('userId', 'readOnly')]);
    const row = await updateShift(api.db, auth, before, request.body);
    const t = row.templateId ? (await templatesById(api.db, auth.company.id, [row.templateId])).get(row.templateId) : null;
    return { data: shiftView(row, t) };
  });

  api.delete<{ Params: { id: string } }>('/workshift/shift/:id', {
    config: { module: 'shifts', action: 'DELETE' },
    schema: { tags, summary: 'Delete a planned shift (audited)', params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: UUID } } },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const row = await findShift(api.db, auth, scope, request.params.id);
    return { data: await deleteShift(api.db, auth, row) };
  });

  api.get<{ Params: { userId: string } }>('/workshift/pattern/:userId', {
    config: { module: 'shifts', action: 'GET' },
    schema: { tags, summary: 'A collaborator’s weekly pattern (weekday 0–6 → template id) and availability ranges', params: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: UUID } } },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const user = await scopedCollaborator(api.db, auth, scope, request.params.userId);
    const pattern = (await readPatterns(api.db, auth.company.id))[user.id] ?? { weekdays: {}, availability: [] };
    return { data: pattern };
  });

  api.patch<{ Params: { userId: string }; Body: ShiftPatternBody }>('/workshift/pattern/:userId', {
    config: { module: 'shifts', action: 'PATCH' },
    schema: {
      tags, summary: 'Replace a collaborator’s weekly pattern and availability; 400 AVAILABILITY_OVERLAPS',
      params: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: UUID } },
      body: ref(SHIFT_PATTERN_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const user = await scopedCollaborator(api.db, auth, scope, request.params.userId);
    // the schema lets a range's times be null (as it always has); the stored pattern's type does not say so
    const availability = (request.body.availability ?? []) as ShiftPattern['availability'];
    const pattern = await savePattern(api.db, auth, user.id, { weekdays: request.body.weekdays ?? {}, availability });
    return { data: pattern };
  });

  api.post<{ Body: ShiftGenerateBody }>('/workshift/generate', {
    config: { module: 'shifts', action: 'POST' },
    schema: {
      tags, summary: 'Queue job `shifts.generate`: fill 8 weeks from the weekly patterns (never overwrites a shift) → 202 { jobId, total }',
      body: ref(SHIFT_GENERATE_BODY),
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const scope = await unitScopeOf(api.db, auth);
    const body = request.body ?? {};
    if (body.from !== undefined && !isLocalDate(body.from)) throw validationError([fieldError('from', 'format')]);
    const people = await scopedCollaborators(api.db, auth, scope, { ids: body.userIds, branch: body.branch });
    const patterns = await readPatterns(api.db, auth.company.id);
    const userIds = people.filter((p) => p.active && patterns[p.id]).map((p) => p.id);
    const job = await api.jobs.enqueue({
      companyId: auth.company.id, type: SHIFTS_GENERATE_JOB, payload: { userIds, from: body.from ?? null, weeks: GENERATE_WEEKS },
      total: userIds.length, createdBy: auth.user.id,
    });
    return reply.code(202).send({ data: { jobId: job.id, total: userIds.length } });
  });
  void sql;
}
