import { randomUUID } from 'node:crypto';
import type { Role } from '../../shared/roles';
import { type BranchSeed, leafBranches, subtreeKeys } from './branchSeed';
import type { CompanyRows } from './companyRows';
import { formatDni } from './dni';

/** A person who may log in (or, for `user`, try to), with units as seed keys. */
export interface AccountSeed {
  username: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  position: string;
  dni: string;
  mainBranch: string;
  allowedBranches: string[];
}

/** The dashboard's demo password (README, start-up banner). Shared by every demo account. */
export const DEMO_PASSWORD = 'Demo2026!';

/**
 * The five demo logins: one per dashboard role plus a collaborator who is refused (NOT_ADMIN).
 * `admin` may act on one zone (Zona Centro and its units); `manager` on two stores of it.
 */
export function demoAccounts(tree: BranchSeed[], emailDomain: string): AccountSeed[] {
  const centro = subtreeKeys(tree, 'centro');
  const account = (a: Omit<AccountSeed, 'email'>): AccountSeed => ({ ...a, email: `${a.username}@${emailDomain}` });
  return [
    account({ username: 'owner', role: 'owner', firstName: 'Carmen', lastName: 'Navarro Ruiz', position: 'Directora general', dni: formatDni(50_123_456), mainBranch: 'mad-of', allowedBranches: [] }),
    account({ username: 'admin', role: 'administrator', firstName: 'Javier', lastName: 'Moreno Castillo', position: 'Director regional Zona Centro', dni: formatDni(51_234_567), mainBranch: 'centro', allowedBranches: centro }),
    account({ username: 'manager', role: 'manager', firstName: 'Lucía', lastName: 'Serrano Gil', position: 'Encargada de tienda', dni: formatDni(52_345_678), mainBranch: 'mad-gv', allowedBranches: ['mad-gv', 'mad-go'] }),
    account({ username: 'viewer', role: 'viewer', firstName: 'Andrés', lastName: 'Vidal Prieto', position: 'Analista de datos', dni: formatDni(53_456_789), mainBranch: 'mad-of', allowedBranches: [] }),
    account({ username: 'collaborator', role: 'user', firstName: 'Marta', lastName: 'Jiménez Ortega', position: 'Dependienta', dni: formatDni(54_567_890), mainBranch: 'mad-gv', allowedBranches: [] }),
  ];
}

/** Logins of a benchmark company: `<slug>.owner`, `<slug>.admin` (first region), `<slug>.manager`, `<slug>.viewer`. */
export function benchAccounts(slug: string, tree: BranchSeed[], emailDomain: string): AccountSeed[] {
  const root = tree[0].key;
  const region = tree.find((b) => b.parentKey === root)?.key ?? root;
  const regionLeaves = leafBranches(tree).filter((b) => b.parentKey === region).map((b) => b.key);
  const managed = regionLeaves.length > 0 ? regionLeaves.slice(0, 2) : [region];
  const base = { dni: '', position: 'Administración', lastName: 'Benchmark' };
  const accounts: Omit<AccountSeed, 'email' | 'dni'>[] = [
    { ...base, username: `${slug}.owner`, role: 'owner', firstName: 'Owner', mainBranch: root, allowedBranches: [] },
    { ...base, username: `${slug}.admin`, role: 'administrator', firstName: 'Admin', mainBranch: region, allowedBranches: subtreeKeys(tree, region) },
    { ...base, username: `${slug}.manager`, role: 'manager', firstName: 'Manager', mainBranch: managed[0], allowedBranches: managed },
    { ...base, username: `${slug}.viewer`, role: 'viewer', firstName: 'Viewer', mainBranch: root, allowedBranches: [] },
  ];
  return accounts.map((a, i) => ({ ...a, dni: formatDni(90_000_000 + i), email: `${a.username.slice(slug.length + 1)}@${emailDomain}` }));
}

export function accountRows(
  companyId: string, accounts: AccountSeed[], passwordHash: string, branchId: (key: string) => string,
): CompanyRows['users'] {
  return accounts.map((a) => ({
    id: randomUUID(),
    companyId,
    username: a.username,
    email: a.email,
    passwordHash,
    role: a.role,
    firstName: a.firstName,
    lastName: a.lastName,
    typeOfDocument: 'DNI',
    numberOfDocument: a.dni,
    position: a.position,
    mainBranch: branchId(a.mainBranch),
    allowedBranches: a.allowedBranches.map(branchId),
  }));
}
