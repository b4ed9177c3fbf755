import { useCan } from '@refinedev/core';
import type { PersonTotals } from '../../shared/workOrders/reportRows';

/** Rows of the work-order reports as the API answers them (docs/api/work-orders.md), shared with the server. */
export type { OrderRow, PersonTotals, WorkOrderLog as LogRow } from '../../shared/workOrders/reportRows';

export interface OrderReport {
  order: Record<string, unknown> & { id: string; code: string; title: string; status: string; plannedHours?: number | null };
  zone: string;
  /** the page's people (most hours first); `count`: every person of the period */
  people: PersonTotals[];
  count: number;
  /** hours per day of the page's people */
  days: { date: string; userId: string; minutes: number }[];
  totals: { minutes: number; people: number; working: number; cost: number | null; costPeople: number };
}

export interface CollaboratorRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  numberOfDocument: string | null;
  unit: string | null;
  minutes: number;
  workedMinutes: number;
  share: number | null;
  outsideOrdersMinutes: number;
  orders: { workOrderId: string; code: string | null; title: string | null; minutes: number; logs: number }[];
}

/** What the role may do with orders' time (module `workorders`): the server checks every call, this only hides buttons. */
export function useWoAccess(): { canCreate: boolean; canEdit: boolean } {
  const canCreate = useCan({ resource: 'workorders', action: 'create' }).data?.can ?? false;
  const canEdit = useCan({ resource: 'workorders', action: 'edit' }).data?.can ?? false;
  return { canCreate, canEdit };
}

/** "7 h 05" style: whole hours and minutes. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return `${h} h ${String(m).padStart(2, '0')}`;
}

export const personName = (p: { firstName: string | null; lastName: string | null }) => [p.firstName, p.lastName].filter(Boolean).join(' ') || '—';

export const STATUS_COLORS: Record<string, string> = { open: 'blue', in_progress: 'gold', done: 'green', cancelled: 'default' };
