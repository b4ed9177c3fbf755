import { printCalendarFeeds, runCalendarFeedsScenario } from './calendarFeeds';

/**
 * The calendar feeds scenario alone (`npx tsx scripts/bench/calendarFeedsOnly.ts`), on the embedded database;
 * BENCH_FEED_PEOPLE (default 500), BENCH_FEED_REQUESTS (30 per feed), BENCH_DATABASE_URL for a PostgreSQL database.
 */
const figures = await runCalendarFeedsScenario({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
printCalendarFeeds(figures);
