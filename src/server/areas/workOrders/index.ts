import { and, eq } from 'drizzle-orm';
import { workOrderLogs } from '../../db/schema';
import type { ResourceHooks } from '../../engine/hooks';
import { ApiError } from '../../http/apiError';
import { registerWorkOrderLogRoutes } from './logRoutes';
import { workOrdersChanged } from './reportCache';
import { registerWorkOrderReportRoutes } from './reportRoutes';

/**
 * Work orders on the engine (resources/workOrders.ts): the engine does the CRUD, unit scope (`unit`), unique code
 * and the plan's dates rule; this adds the time logs and reports (docs/api/work-orders.md). An order with logged
 * time is not deleted (its hours would vanish from the reports): it is cancelled instead.
 */
export const workOrderHooks: ResourceHooks = {
  async beforeDelete({ tx, auth, record }) {
    const [log] = await tx.select({ id: workOrderLogs.id }).from(workOrderLogs)
      .where(and(eq(workOrderLogs.companyId, auth.company.id), eq(workOrderLogs.workOrderId, String(record.id)))).limit(1);
    if (log) throw new ApiError(409, 'WORK_ORDER_HAS_LOGS');
  },
  // an order created, changed or deleted shows in the cached reports at once (reportCache.ts)
  afterWrite: ({ auth }) => workOrdersChanged(auth.company.id),
  routes(api, engine) {
    const orders = engine.service('workorders');
    registerWorkOrderLogRoutes(api, orders);
    registerWorkOrderReportRoutes(api, orders);
  },
};
