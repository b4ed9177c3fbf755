import { randomUUID } from 'node:crypto';
import { branchOffices, companies, users } from '../db/schema';
import { dayoffTypes, folderTypes, hierarchies, shiftTemplates, specialDays, workshiftTypes } from '../engine/storage/productTables';
import type { BranchSeed } from './branchSeed';
import { DAYOFF_TYPES, FOLDER_TYPES, HIERARCHIES, SHIFT_TEMPLATES, WORKSHIFT_TYPES } from './catalogs';
import type { HolidaySeed } from './spanishHolidays';

/** Every row of one company, built in memory first (fast, deterministic), then written in one transaction. */
export interface CompanyRows {
  company: typeof companies.$inferInsert & { id: string };
  branchOffices: (typeof branchOffices.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  specialDays: (typeof specialDays.$inferInsert)[];
  dayoffTypes: (typeof dayoffTypes.$inferInsert)[];
  folderTypes: (typeof folderTypes.$inferInsert)[];
  workshiftTypes: (typeof workshiftTypes.$inferInsert)[];
  shiftTemplates: (typeof shiftTemplates.$inferInsert)[];
  hierarchies: (typeof hierarchies.$inferInsert)[];
}

/** Branch rows with fresh ids; `idOf` maps a seed key (or unit name) to its id. */
export function branchRows(companyId: string, seeds: BranchSeed[]) {
  const ids = new Map(seeds.map((b) => [b.key, randomUUID()]));
  const byName = new Map(seeds.map((b) => [b.name, ids.get(b.key)!]));
  const rows = seeds.map((b) => ({
    id: ids.get(b.key)!,
    companyId,
    name: b.name,
    code: b.code,
    parentOrganization: b.parentKey === null ? null : ids.get(b.parentKey)!,
    address: b.address,
    city: b.city,
    country: b.country,
    timezone: b.timezone,
    latitude: b.latitude,
    longitude: b.longitude,
    extra: b.costCenter ? { costCenter: b.costCenter } : {},
  }));
  const idOf = (keyOrName: string): string => {
    const id = ids.get(keyOrName) ?? byName.get(keyOrName);
    if (!id) throw new Error(`seed: unknown branch office ${keyOrName}`);
    return id;
  };
  return { rows, idOf };
}

/** The parameter catalogues (shift templates, types of dayoff, folder and workshift, hierarchies). */
export function catalogRows(companyId: string): Pick<CompanyRows, 'dayoffTypes' | 'folderTypes' | 'workshiftTypes' | 'shiftTemplates' | 'hierarchies'> {
  const workshiftIds = new Map(WORKSHIFT_TYPES.map((w) => [w.externalId, randomUUID()]));
  const hierarchyIds = new Map(HIERARCHIES.map((h) => [`${h.type}/${h.name}`, randomUUID()]));
  const parentId = (h: (typeof HIERARCHIES)[number]): string | null => {
    if (h.parent === null) return null;
    const parent = HIERARCHIES.find((p) => p.name === h.parent);
    return parent ? hierarchyIds.get(`${parent.type}/${parent.name}`)! : null;
  };
  return {
    workshiftTypes: WORKSHIFT_TYPES.map((w) => ({ id: workshiftIds.get(w.externalId)!, companyId, ...w })),
    shiftTemplates: SHIFT_TEMPLATES.map(({ workshiftType, ...t }) => ({
      companyId, ...t, workshiftType: workshiftType ? workshiftIds.get(workshiftType)! : null,
    })),
    dayoffTypes: DAYOFF_TYPES.map((d) => ({ companyId, ...d })),
    folderTypes: FOLDER_TYPES.map((f) => ({ companyId, ...f })),
    hierarchies: HIERARCHIES.map((h) => ({
      id: hierarchyIds.get(`${h.type}/${h.name}`)!, companyId, name: h.name, type: h.type, parentId: parentId(h),
    })),
  };
}

export function holidayRows(companyId: string, holidays: HolidaySeed[], branchId: (name: string) => string): CompanyRows['specialDays'] {
  return holidays.map((h) => ({
    companyId,
    name: h.name,
    dateFrom: h.date,
    dateTo: h.date,
    isRecurring: false,
    category: h.category,
    countries: ['ES'],
    branches: (h.branchNames ?? []).map(branchId),
    description: h.description,
    isDeductedFromVacation: false,
    impactedPayroll: h.category === 'national',
  }));
}
