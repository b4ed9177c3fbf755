import { printAbsences, runAbsencesScenario } from './absences';

/**
 * The absences scenario alone on PGlite (`npx tsx scripts/bench/absencesOnly.ts`), for issue 11's figures without
 * the rest of `npm run bench`: BENCH_USERS (default 10,000), BENCH_CONNECTIONS (32), BENCH_SECONDS (10).
 */
const users = Number(process.env.BENCH_USERS ?? 10_000);
const figures = await runAbsencesScenario({
  label: 'PGlite (embedded default)',
  users,
  branches: Number(process.env.BENCH_BRANCHES ?? 1_000),
  password: 'Bench2026!',
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
});
printAbsences(figures, users);
