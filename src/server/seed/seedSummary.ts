import type { CompanyRows } from './companyRows';

/** What a seed created, for logs, the start-up banner and the benchmark. */
export interface SeedSummary {
  companyId: string;
  slug: string;
  name: string;
  branchOffices: number;
  branchLevels: number;
  collaborators: number;
  /** accounts that can log in (the password is the one given to the seed) */
  accounts: { username: string; role: string }[];
  specialDays: number;
  ms: number;
}

export function summarize(rows: CompanyRows, branchLevels: number, startedAt: number): SeedSummary {
  return {
    companyId: rows.company.id,
    slug: rows.company.slug,
    name: rows.company.name,
    branchOffices: rows.branchOffices.length,
    branchLevels,
    collaborators: rows.users.filter((u) => u.role === 'user' && !u.passwordHash).length,
    accounts: rows.users.filter((u) => u.passwordHash).map((u) => ({ username: u.username, role: u.role ?? 'user' })),
    specialDays: rows.specialDays.length,
    ms: Math.round(performance.now() - startedAt),
  };
}
