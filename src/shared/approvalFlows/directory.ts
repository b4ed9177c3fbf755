import type { Directory, Staff } from './types';

/** Roles above a unit's managers: they cover every unit of theirs, and the owner level covers the whole company. */
const OWNER_LEVEL = new Set(['owner', 'provider']);
const isUnitScoped = (role: string) => !OWNER_LEVEL.has(role);

/** The unit and every unit above it, nearest first (a cycle in bad data stops the walk). */
export function unitChain(dir: Directory, unitId: string | null): string[] {
  const chain: string[] = [];
  let u = unitId;
  while (u && !chain.includes(u)) {
    chain.push(u);
    u = dir.parentOf.get(u) ?? null;
  }
  return chain;
}

/** Does a staff member look after the unit (one of their units is it or above it)? Owners look after every unit. */
export function covers(s: Staff, chain: string[]): boolean {
  if (!isUnitScoped(s.role)) return true;
  return s.units.some((u) => chain.includes(u));
}

/**
 * The managers of the nearest unit (from the person's own upwards) that has any, with the level they were found at:
 * "the person's unit manager". `from` starts the search higher up (the manager's manager: from the level above).
 */
export function managersFrom(dir: Directory, chain: string[], from = 0): { level: number; ids: string[] } {
  for (let level = from; level < chain.length; level += 1) {
    const ids: string[] = [];
    for (const s of dir.staff.values()) if (s.role === 'manager' && s.units.includes(chain[level])) ids.push(s.id);
    if (ids.length) return { level, ids: ids.sort() };
  }
  return { level: chain.length, ids: [] };
}

/** Holders of `role` who look after the unit. */
export function roleHolders(dir: Directory, chain: string[], role: string): string[] {
  const ids: string[] = [];
  for (const s of dir.staff.values()) if (s.role === role && covers(s, chain)) ids.push(s.id);
  return ids.sort();
}

/**
 * Who decides when nobody else can: the administrators who look after the unit, else the owners. Never empty while
 * the company has an owner; the requester is left out (nobody decides their own request).
 */
export function fallbackApprovers(dir: Directory, chain: string[], requesterId: string): string[] {
  const admins = roleHolders(dir, chain, 'administrator').filter((id) => id !== requesterId);
  if (admins.length) return admins;
  const owners = [...dir.staff.values()].filter((s) => OWNER_LEVEL.has(s.role) && s.id !== requesterId).map((s) => s.id);
  return owners.sort();
}
