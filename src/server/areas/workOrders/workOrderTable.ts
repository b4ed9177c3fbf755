import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { engineTableOf, type EngineTable } from '../../engine/tables';

/** The engine's derived `work_orders` table (schemas/work-order.schema.json), read by the logs and the reports. */
export const workOrderTable = (): EngineTable => engineTableOf('workorders');

/** A column of the work order table by its schema property. */
export const woColumn = (property: string): PgColumn => {
  const column = workOrderTable().columns[property];
  if (!column) throw new Error(`work_orders has no column for ${property}`);
  return column;
};

/** `company = … and id = …` of one order. */
export const orderWhere = (companyId: string, id: string): SQL => and(eq(workOrderTable().companyId, companyId), eq(workOrderTable().id, id)) ?? sql`false`;

/** Statuses that take no more time from marks (a done order may still be corrected by hand; a cancelled one not). */
export const CLOSED_FOR_MARKS = ['done', 'cancelled'];
export const CLOSED_FOR_LOGS = ['cancelled'];
