import { printWorkOrders, runWorkOrdersScenario } from './workOrders';

/**
 * The work-order scenario alone (`npx tsx scripts/bench/workOrdersOnly.ts`), issue 22's figures without the rest of
 * `npm run bench`. Sizes: BENCH_WO_USERS, BENCH_WO_ORDERS, BENCH_WO_DAYS, BENCH_CONNECTIONS (scripts/bench/workOrders.ts).
 */
printWorkOrders(await runWorkOrdersScenario());
