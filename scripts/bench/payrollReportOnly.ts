import { printPayroll, runPayrollScenario } from './payrollReport';

/** The payroll pre-report scenario alone (`npx tsx scripts/bench/payrollReportOnly.ts`); BENCH_PAYROLL_USERS, BENCH_DATABASE_URL. */
printPayroll(await runPayrollScenario({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined }));
