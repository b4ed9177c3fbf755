import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/authContext';
import { workdays } from '../../db/schema';
import { ApiError, validationError } from '../../http/apiError';
import { errorBody, localeOf } from '../../http/errorHandler';
import { unitScopeOf } from '../../permissions/unitScope';
import { toWorkdayRecord } from '../workdays/workdayRecord';
import { ingestMarks, type MarkResult } from './ingestMarks';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { MARKS_BODY_SCHEMA, MAX_MARKS_PER_REQUEST } from './markSchemas';

const DESCRIPTION = `Clocks, the employee portal and integrations send marks (punches) here: one mark as the body, or
\`{ "marks": [ … ] }\` with up to ${MAX_MARKS_PER_REQUEST}. Each mark: \`id\` (the sender's id, e.g. a UUID: a mark sent again
with the same id is never stored twice and is answered as \`duplicate: true\` with what the first delivery stored),
\`userId\` or \`numberOfDocument\`, \`at\` (ISO 8601 with offset), \`type\` (CHECK_IN, CHECK_OUT, BREAK_START, BREAK_END),
\`source\` (clock, portal, mobile, integration, manual), optional \`device\` and \`position\` {lat, lng, accuracy}.
The workdays of the day before to the day after each mark are recomputed in the same transaction, in the time zone
of the collaborator's main unit. \`ignored\` says why a stored mark is part of no workday (NO_OPEN_CHECK_IN, DUPLICATE…,
or MANUAL_WORKDAY: that date was corrected by hand and marks no longer change it).
One mark: 201 { data: { …mark, duplicate: false, workday } } (200 and duplicate: true for a repeat); 400 VALIDATION_ERROR
(MARK_TYPE_INVALID, FUTURE_DATE_NOT_VALID, format…), 404 NOT_FOUND (unknown user or outside the caller's units),
409 USER_INACTIVE. A batch: 200 { data: { results: [one per mark, in order, with status created | duplicate | rejected],
created, duplicates, rejected } } — a bad mark does not stop the others.
Authorisation for now: a dashboard token with workdays POST (device and portal credentials come later).`;

const isBatch = (body: unknown): body is { marks: unknown } => !!body && typeof body === 'object' && !Array.isArray(body) && 'marks' in body;

/** POST /marks: the one door through which punches enter the product (spec issue 4, item 1). */
export function registerMarkRoutes(api: FastifyInstance): void {
  api.post<{ Body: unknown }>('/marks', {
    config: { module: 'workdays', action: 'POST' },
    schema: {
      tags: ['marks'], summary: 'Receive one mark or a batch (idempotent on the sender’s id); recomputes the workdays', description: DESCRIPTION,
      // validated in the handler, item by item (one bad mark of a batch does not refuse the others)
      body: { 'x-handler-validated': true, allOf: [ref(MARKS_BODY_SCHEMA)] },
    },
  }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const body = request.body;
    const batch = isBatch(body);
    if (batch) {
      const extra = Object.keys(body).filter((k) => k !== 'marks');
      if (extra.length) throw validationError(extra.map((field) => ({ field, code: 'additionalProperties', message: '' })));
      if (!Array.isArray(body.marks)) throw validationError([{ field: 'marks', code: 'type', message: '', params: { type: 'array' } }]);
      if (!body.marks.length) throw validationError([{ field: 'marks', code: 'minItems', message: '', params: { limit: 1 } }]);
      if (body.marks.length > MAX_MARKS_PER_REQUEST) throw validationError([{ field: 'marks', code: 'maxItems', message: '', params: { limit: MAX_MARKS_PER_REQUEST } }]);
    } else if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw validationError([{ field: 'body', code: 'type', message: '', params: { type: 'object' } }]);
    }

    const scope = await unitScopeOf(api.db, auth);
    const items = batch ? (body.marks as unknown[]) : [body];
    const results = await ingestMarks(api.db, auth, scope, items, Date.now());
    const locale = localeOf(request);
    const localized = (r: MarkResult) => {
      if (r.status !== 'rejected') return r;
      const { message, errors } = errorBody(new ApiError(r.statusCode!, r.code!, { errors: r.errors }), locale);
      return { ...r, message, ...(errors ? { errors } : {}) };
    };

    if (batch) {
      const count = (s: MarkResult['status']) => results.filter((r) => r.status === s).length;
      return { data: { results: results.map(localized), created: count('created'), duplicates: count('duplicate'), rejected: count('rejected') } };
    }
    const [result] = results;
    if (result.status === 'rejected') throw new ApiError(result.statusCode!, result.code!, { errors: result.errors });
    const [row] = result.workdayId
      ? await api.db.select().from(workdays).where(and(eq(workdays.companyId, auth.company.id), eq(workdays.id, result.workdayId)))
      : [];
    return reply.code(result.duplicate ? 200 : 201).send({ data: { ...result, workday: row ? toWorkdayRecord(row) : null } });
  });
}
