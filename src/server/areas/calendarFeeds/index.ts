import type { FastifyInstance } from 'fastify';
import { registerCalendarFeedIcsRoute } from './feedIcsRoute';
import { registerCalendarFeedRoutes } from './feedRoutes';

/** Calendar connection (/calendar/connection): iCalendar feeds of one's shifts and absences, a unit's, the company's. */
export function registerCalendarFeedAreaRoutes(api: FastifyInstance): void {
  registerCalendarFeedRoutes(api);
  registerCalendarFeedIcsRoute(api);
}
