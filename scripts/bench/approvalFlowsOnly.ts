import { printApprovalFlows, runApprovalFlowsScenario } from './approvalFlows';

/**
 * The approval flows scenario alone (`npx tsx scripts/bench/approvalFlowsOnly.ts`), on the embedded database;
 * BENCH_FLOW_PEOPLE (default 10,000), BENCH_FLOW_SAMPLES (300), BENCH_DATABASE_URL for a PostgreSQL database.
 */
const figures = await runApprovalFlowsScenario({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
printApprovalFlows(figures);
