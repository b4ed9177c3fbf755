import { printAccidents, runAccidentsScenario } from './accidentsReport';

/** The accidents report scenario alone (`npx tsx scripts/bench/accidentsReportOnly.ts`); BENCH_ACCIDENTS_USERS, BENCH_ACCIDENTS_YEARS, BENCH_DATABASE_URL. */
printAccidents(await runAccidentsScenario({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined }));
