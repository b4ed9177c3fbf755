import { defineResource } from '../src/shared/resource';

/**
 * Devices: time clocks that connect from any site by the ZKTeco ADMS push protocol (served at /iclock, outside
 * /api: src/server/areas/devices/protocol). The record is what an administrator types (spec §3, §5); what the
 * device reports (last contact, capacity, quality, pending commands) is added to every answer as `status`.
 * Bulk delete is `DELETE /devices` with `{ ids }` (spec §5: at least one). docs/api/devices.md
 */
export default defineResource({
  name: 'devices',
  module: 'devices',
  schema: 'device',
  collection: 'devices',
  endpoints: {
    list: 'POST /devices/getFiltered',
    one: 'GET /devices/:id',
    create: 'POST /devices',
    update: 'PATCH /devices/:id',
  },
  routes: { list: '/devices', show: '/devices/view/:id' },
  list: {
    columns: ['deviceType', 'name', 'serialNumber', 'organizationalUnits', 'registryType', 'host'],
    filters: { deviceType: 'in', registryType: 'in', serialNumber: 'contains', name: 'contains' },
    sorters: ['name', 'serialNumber', 'deviceType', 'createdAt'],
    defaultSort: { field: 'name', order: 'asc' },
    search: ['name', 'serialNumber', 'host'],
  },
  ui: {
    'ui:order': ['deviceType', 'name', 'serialNumber', 'organizationalUnits', 'registryType', 'host', 'user', 'password', 'timeZone', 'sendTimeZone', 'pollDelay', 'clockSync'],
    password: { 'ui:widget': 'password' },
  },
  show: ['deviceType', 'name', 'serialNumber', 'organizationalUnits', 'registryType', 'host', 'user', 'timeZone', 'sendTimeZone', 'pollDelay', 'clockSync'],
  custom: { list: 'DeviceListPage', show: 'DeviceShowPage' },
  menu: { parent: 'company', order: 8, icon: 'devices' },
  unique: { serialNumber: 'DEVICE_SERIAL_EXISTS' },
  rules: ['deviceHost'],
  unitScope: 'organizationalUnits',
  toasts: { created: 'toasts.Created', updated: 'toasts.Updated', deleted: 'toasts.Deleted' },
});
