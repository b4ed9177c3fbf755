import type { CrudFilter } from '@refinedev/core';
import { DEVICE_TYPES, REGISTRY_TYPES, type DeviceType, type RegistryType } from '../../shared/devices';

const list = (v: string | null) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);
const setOrDelete = (next: URLSearchParams, key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
const isDate = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The device list's filters as the URL keeps them (`?q=entrada&type=ZK_K40&registry=ENTRY_ONLY`). */
export interface DeviceFilters {
  q?: string;
  types: DeviceType[];
  registry: RegistryType[];
}

export function deviceFiltersFromUrl(params: URLSearchParams): DeviceFilters {
  return {
    q: params.get('q')?.trim() || undefined,
    types: list(params.get('type')).filter((v): v is DeviceType => (DEVICE_TYPES as readonly string[]).includes(v)),
    registry: list(params.get('registry')).filter((v): v is RegistryType => (REGISTRY_TYPES as readonly string[]).includes(v)),
  };
}

/** The same filters written back, keeping the URL's other parameters; empty ones leave no trace. */
export function deviceFiltersToUrl(f: DeviceFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  setOrDelete(next, 'q', f.q);
  setOrDelete(next, 'type', f.types.join(','));
  setOrDelete(next, 'registry', f.registry.join(','));
  return next;
}

/** Refine filters for the list and its export (operators the resource declares). */
export function deviceCrudFilters(f: DeviceFilters): CrudFilter[] {
  return [
    { field: 'q', operator: 'contains', value: f.q },
    { field: 'deviceType', operator: 'in', value: f.types.length ? f.types : undefined },
    { field: 'registryType', operator: 'in', value: f.registry.length ? f.registry : undefined },
  ];
}

/** The punches tab's filters (`?tab=punches&from=2026-11-01&to=2026-11-28&person=<userId>`): dates are device-local days. */
export interface PunchFilters {
  from?: string;
  to?: string;
  person?: string;
}

export function punchFiltersFromUrl(params: URLSearchParams): PunchFilters {
  const from = params.get('from');
  const to = params.get('to');
  return { from: isDate(from) ? from : undefined, to: isDate(to) ? to : undefined, person: params.get('person') || undefined };
}

export function punchFiltersToUrl(f: PunchFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  setOrDelete(next, 'from', f.from);
  setOrDelete(next, 'to', f.to);
  setOrDelete(next, 'person', f.person);
  return next;
}

/** Refine filters of the punches list and its export: `date` (device-local day) between the days, `userId` the person. */
export function punchCrudFilters(f: PunchFilters): CrudFilter[] {
  return [
    { field: 'date', operator: 'between', value: f.from || f.to ? [f.from, f.to] : undefined },
    { field: 'userId', operator: 'eq', value: f.person },
  ];
}
