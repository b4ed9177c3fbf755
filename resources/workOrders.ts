import { defineResource } from '../src/shared/resource';

/**
 * Work orders (OT, issue 22): a job at a customer's site, planned in time and hours, with the people assigned to it.
 * The time people spend on an order are logs (work_order_logs) opened and closed by marks that name the order or
 * typed by a manager: src/server/areas/workOrders. Reports: /ots-reports and the routes below it (src/app/workOrders).
 * docs/api/work-orders.md
 */
export default defineResource({
  name: 'workorders',
  module: 'workorders',
  schema: 'work-order',
  collection: 'workOrders',
  endpoints: {
    list: 'POST /workOrders/getFiltered',
    one: 'GET /workOrders/:id',
    create: 'POST /workOrders',
    update: 'PATCH /workOrders/:id',
    remove: 'DELETE /workOrders/:id',
  },
  routes: { list: '/work-orders', create: '/work-orders/new', edit: '/work-orders/edit/:id', show: '/work-orders/view/:id' },
  labelFields: ['code', 'title'],
  list: {
    columns: ['code', 'title', 'customer', 'unit', 'plannedStart', 'plannedEnd', 'plannedHours', 'status'],
    filters: { status: 'in', unit: 'eq', plannedStart: 'between', code: 'contains', customer: 'contains' },
    sorters: ['code', 'title', 'customer', 'plannedStart', 'plannedEnd', 'status', 'createdAt'],
    defaultSort: { field: 'plannedStart', order: 'desc' },
    search: ['code', 'title', 'customer', 'site'],
  },
  ui: {
    'ui:order': ['code', 'title', 'status', 'customer', 'site', 'unit', 'address', 'latitude', 'longitude', 'plannedStart', 'plannedEnd', 'plannedHours', 'assignees', 'description', '*'],
    description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  },
  show: ['code', 'title', 'status', 'customer', 'site', 'unit', 'address', 'latitude', 'longitude', 'plannedStart', 'plannedEnd', 'plannedHours', 'assignees', 'description'],
  menu: { parent: 'team', order: 7.7, icon: 'record' },
  rules: ['workOrderPlan'],
  unique: { code: 'WORK_ORDER_CODE_EXISTS' },
  unitScope: 'unit',
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
