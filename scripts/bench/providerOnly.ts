import { printProvider, runProviderScenario } from './provider';

/**
 * The provider console scenario alone (`npx tsx scripts/bench/providerOnly.ts`), on the embedded database;
 * BENCH_PROVIDER_COMPANIES (default 1,000), BENCH_PROVIDER_REQUESTS (200), BENCH_DATABASE_URL for PostgreSQL.
 */
const figures = await runProviderScenario({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
printProvider(figures);
