import { printDemographics, runDemographicsScenario } from './demographics';

/** The demographics report scenario alone (`npx tsx scripts/bench/demographicsOnly.ts`); BENCH_DEMOGRAPHICS_USERS, BENCH_DEMOGRAPHICS_ROUNDS, BENCH_DEMOGRAPHICS_SECONDS, BENCH_DATABASE_URL. */
printDemographics(await runDemographicsScenario({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined }));
