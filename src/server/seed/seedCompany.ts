import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { seedAbsences } from './absencesSeed';
import type { Db } from '../db/client';
import { DEMO_PASSWORD, accountRows, benchAccounts } from './accounts';
import { leafBranches, treeDepth } from './branchSeed';
import { demoCustomFields } from './catalogs';
import { collaboratorRows } from './collaborators';
import { defaultConfiguration, defaultFlags } from './companyDefaults';
import { branchRows, catalogRows, holidayRows, type CompanyRows } from './companyRows';
import { generatedBranchTree } from './generatedBranchTree';
import { createPeopleGenerator } from './people';
import { createPrng } from './prng';
import { type SeedSummary, summarize } from './seedSummary';
import { spanishNationalHolidays } from './spanishHolidays';
import { writeCompanyRows } from './writeCompanyRows';
import { seedAttendance } from './workdaysSeed';

export interface SeedSize {
  /** collaborators */
  users: number;
  /** organisational units (root, regions, leaves) */
  branches: number;
}

export interface SeedCompanyOptions {
  slug: string;
  name: string;
  size: SeedSize;
  /** password of the `<slug>.owner|admin|manager|viewer` logins (default: the demo password) */
  password?: string;
  now?: Date;
  /** days of shifts, marks and workdays to seed (default 0: none, so `npm run bench` stays quick) */
  attendanceDays?: number;
  /** years of absence requests (and the two vacation matrices) to seed (default 0: none) */
  absenceYears?: number;
}

/**
 * A company of any size for benchmarks (`npm run bench`): generated unit tree, collaborators, this year's holidays,
 * catalogues and four logins. Reproducible per slug; rows go in batches of SEED_BATCH_SIZE in one transaction.
 */
export async function seedCompany(db: Db, opts: SeedCompanyOptions): Promise<SeedSummary> {
  const startedAt = performance.now();
  const prng = createPrng(opts.slug);
  const companyId = randomUUID();
  const emailDomain = `${opts.slug}.example`;
  const tree = generatedBranchTree(opts.size.branches, prng);
  const branches = branchRows(companyId, tree);
  const accounts = benchAccounts(opts.slug, tree, emailDomain);
  const people = createPeopleGenerator(prng, { emailDomain, usernamePrefix: `${opts.slug}.` });
  for (const a of accounts) people.reserve(a.dni, a.username);
  const passwordHash = await hashPassword(opts.password ?? DEMO_PASSWORD);

  const rows: CompanyRows = {
    company: {
      id: companyId,
      slug: opts.slug,
      name: opts.name,
      configuration: defaultConfiguration(),
      customFields: demoCustomFields(),
      flags: defaultFlags(),
      contractedUsers: opts.size.users + 1000,
    },
    branchOffices: branches.rows,
    users: [
      ...accountRows(companyId, accounts, passwordHash, branches.idOf),
      ...collaboratorRows({ companyId, count: opts.size.users, leaves: leafBranches(tree), branchId: branches.idOf, people, prng, now: opts.now }),
    ],
    specialDays: holidayRows(companyId, spanishNationalHolidays((opts.now ?? new Date()).getFullYear()), branches.idOf),
    ...catalogRows(companyId),
  };
  await writeCompanyRows(db, rows);
  if (opts.absenceYears) {
    await seedAbsences(db, {
      companyId, people: rows.users.map((u) => ({ ...u, id: String(u.id) })), reviewerId: String(rows.users.find((u) => u.role === 'owner')?.id),
      holidays: (rows.specialDays ?? []).map((d) => String(d.dateFrom)), officeBranches: new Set(), now: opts.now ?? new Date(), seed: opts.slug, years: opts.absenceYears,
    });
  }
  if (opts.attendanceDays) {
    const kinds = new Map(tree.map((b) => [branches.idOf(b.key), b.kind]));
    await seedAttendance(db, {
      companyId, users: rows.users, branches: rows.branchOffices, kindOfBranch: (id) => kinds.get(id),
      configuration: rows.company.configuration ?? {}, days: opts.attendanceDays, now: opts.now ?? new Date(), seed: opts.slug,
    });
  }
  return summarize(rows, treeDepth(tree), startedAt);
}
