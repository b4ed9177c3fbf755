import type { FastifyInstance } from 'fastify';
import { localDateOf } from '../../../shared/workday/zonedTime';
import { requireAuth } from '../../auth/authContext';
import { unitScopeOf } from '../../permissions/unitScope';
import { DEFAULT_TIME_ZONE } from '../workdays/timeZones';
import { absencesDashboard, DASHBOARD_LIST_LIMIT, UPCOMING_DAYS } from './absencesDashboard';

/** The absences dashboard: `GET /dayoffs/dashboard?date=YYYY-MM-DD` (module `dayoffs` GET, the caller's units). */
export function registerAbsencesRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: { date?: string } }>('/dayoffs/dashboard', {
    config: { module: 'dayoffs', action: 'GET' },
    schema: {
      tags: ['dayoffs'],
      summary: 'Absences of a date at a glance: { data: { date, today, month, pending, upcoming } }',
      description: `\`date\` defaults to today (Madrid). \`today\`: approved leave covering the date { count, byReason: [{ typeId, reason, color, people }], people (first ${DASHBOARD_LIST_LIMIT}) }; \`month\`: approved requests touching the date's month by reason { from, to, byReason: [{ typeId, reason, color, requests, days }] }; \`pending\`: { count, oldest (first ${DASHBOARD_LIST_LIMIT}, longest waiting first) }; \`upcoming\`: approved leave starting in the next ${UPCOMING_DAYS} days. Each request: { id, userId, name, typeId, reason, color, from, to, partial, days, status, createdAt }.`,
      querystring: { type: 'object', additionalProperties: false, properties: { date: { type: 'string', format: 'date' } } },
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const date = request.query.date ?? localDateOf(Date.now(), DEFAULT_TIME_ZONE);
    return { data: await absencesDashboard(api.db, auth, await unitScopeOf(api.db, auth), date) };
  });
}
