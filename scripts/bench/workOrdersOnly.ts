import { printWorkOrders, runWorkOrdersScenario } from './workOrders';

/**
 * The work-order scenario alone (`npx tsx scripts/bench/workOrdersOnly.ts`), issue 22's figures without the rest of
 * `npm run bench`. Sizes: BENCH_WO_USERS, BENCH_WO_ORDERS, BENCH_WO_DAYS, BENCH_CONNECTIONS (scripts/bench/workOrders.ts);
 * BENCH_WO_ONLY=order measures one order's report only; BENCH_WO_DATA_DIR=<dir> seeds once there and reuses it on
 * the next runs (before/after comparisons under the same load, minutes of seeding saved).
 */
printWorkOrders(await runWorkOrdersScenario());
