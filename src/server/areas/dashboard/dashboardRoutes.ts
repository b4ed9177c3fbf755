import type { FastifyInstance } from 'fastify';
import { WORKDAYS_GRAPHIC_BODY, type WorkdaysGraphicBody } from '../../../shared/apiSchemas/dashboard';
import { ref } from '../../../shared/apiSchemas/jsonSchema';
import { addDays, localDateOf } from '../../../shared/workday';
import { requireAuth } from '../../auth/authContext';
import { DEFAULT_MAP_TILES } from '../../config';
import { attendanceVersion } from '../workdays/attendanceVersion';
import { createAggregateCache } from '../../cache/aggregateCache';
import { CACHE_MS, DAY_CACHE_MS } from './dashboardCache';
import { assertDashboardRange, dashboardContext, dateOrToday, parseDashboardDate } from './dashboardContext';
import { absencesOf, calendarOf, heatmapOf, lateArrivalsOf, mapOf, presencesOf, workdaysGraphic } from './dashboardQueries';

const tags = ['dashboard'];
const UUID = { type: 'string', format: 'uuid' };
/** `date` is parsed by hand so a bad one answers NOT_VALID_DATE on `date` (DD-MM-YYYY, or YYYY-MM-DD) */
const DAY_QUERY = {
  type: 'object', additionalProperties: false,
  properties: { date: { type: 'string', maxLength: 10 }, branch: UUID },
};
const RANGE_QUERY = {
  type: 'object', additionalProperties: false,
  properties: { from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 }, branch: UUID },
};

interface DayQuery { date?: string; branch?: string }
interface RangeQuery { from?: string; to?: string; branch?: string }

/**
 * The dashboard's numbers (module `reports`, GET: owner, administrator, manager and viewer all hold it), each for
 * the caller's unit scope and optionally one unit with its sub-units. Everything is aggregated in SQL on the
 * (company, date) indexes; lists are capped (50 people, 2,000 map marks) while the counts stay exact.
 */
export function registerDashboardRoutes(api: FastifyInstance): void {
  const rangeCache = createAggregateCache(CACHE_MS);
  const dayCache = createAggregateCache(DAY_CACHE_MS);
  // the company's attendance version in every key: a write in this process makes the next request compute afresh
  const cachedAggregate = <T>(key: string, companyId: string, run: () => Promise<T>) => rangeCache(`${key}|v${attendanceVersion(companyId)}`, run);
  const day = <T>(summary: string, url: string, run: (ctx: Awaited<ReturnType<typeof dashboardContext>>, date: string) => Promise<T>) =>
    api.get<{ Querystring: DayQuery }>(`/reports/dashboard/${url}`, {
      config: { module: 'reports', action: 'GET' },
      schema: { tags, summary, querystring: DAY_QUERY },
    }, async (request) => {
      const auth = requireAuth(request.auth);
      const ctx = await dashboardContext(api.db, auth, request.query.branch);
      const date = dateOrToday(ctx, request.query.date);
      return { data: await dayCache(`${url}|${ctx.key}|${date}|v${attendanceVersion(ctx.companyId)}`, () => run(ctx, date)) };
    });

  day('Absences of a date: { date, planned, absent, users (first 50) }', 'absences', (ctx, date) => absencesOf(api.db, ctx, date));
  day('Presences of a date: { date, present, working, onBreak, finished, users (first 50) }', 'presences', (ctx, date) => presencesOf(api.db, ctx, date));
  day('Late arrivals of a date: { date, count, totalMinutes, users (first 50, most late first) }', 'lateArrivals', (ctx, date) => lateArrivalsOf(api.db, ctx, date));
  day('The month of `date`, per day: { presences, absences, late, specialDays } (kept up to 60 s, or until attendance changes)', 'calendar', (ctx, date) =>
    cachedAggregate(`calendar|${ctx.key}|${date.slice(0, 7)}`, ctx.companyId, () => calendarOf(api.db, ctx, date)));
  day('Marks of a date with a position (at most 2,000, newest first): { count, withoutPosition, capped, marks, tiles }', 'map', async (ctx, date) => ({
    ...(await mapOf(api.db, ctx, date)),
    tiles: {
      url: api.config.mapTileUrl || DEFAULT_MAP_TILES.url,
      attribution: api.config.mapTileAttribution ?? DEFAULT_MAP_TILES.attribution,
    },
  }));

  api.get<{ Querystring: RangeQuery }>('/reports/dashboard/heatmap', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags,
      summary: 'Average people present per weekday (0 = Monday) and local hour: { from, to, weekdays, matrix[7][24], max } (kept up to 60 s, or until attendance changes)',
      description: '`from`/`to` DD-MM-YYYY or YYYY-MM-DD, at most 92 days (default the last 28 days up to today).',
      querystring: RANGE_QUERY,
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const ctx = await dashboardContext(api.db, auth, request.query.branch);
    const to = request.query.to ? parseDashboardDate(request.query.to, 'to') : localDateOf(ctx.now, ctx.zone);
    const from = request.query.from ? parseDashboardDate(request.query.from, 'from') : addDays(to, -27);
    assertDashboardRange(from, to);
    return { data: await cachedAggregate(`heatmap|${ctx.key}|${from}|${to}`, ctx.companyId, () => heatmapOf(api.db, ctx, from, to)) };
  });

  api.post<{ Body: WorkdaysGraphicBody }>('/reports/graphics/workdays', {
    config: { module: 'reports', action: 'GET' },
    schema: {
      tags,
      summary: 'Per day of the range: { date, workedHours, extraHours, lateCount, presences } (at most 92 days; kept up to 60 s)',
      body: ref(WORKDAYS_GRAPHIC_BODY),
    },
  }, async (request) => {
    const auth = requireAuth(request.auth);
    const from = parseDashboardDate(request.body.from, 'from');
    const to = parseDashboardDate(request.body.to, 'to');
    assertDashboardRange(from, to);
    const ctx = await dashboardContext(api.db, auth, request.body.branch);
    return { data: await cachedAggregate(`graphic|${ctx.key}|${from}|${to}`, ctx.companyId, () => workdaysGraphic(api.db, ctx, from, to)) };
  });
}
