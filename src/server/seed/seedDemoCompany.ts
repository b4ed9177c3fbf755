import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import type { FileStore } from '../files';
import { seedAbsences } from './absencesSeed';
import { seedCommunication } from './communicationSeed';
import { seedCompanyImages } from './companyImagesSeed';
import { seedDocuments } from './documentsSeed';
import { seedNotifications } from './notificationsSeed';
import { seedEmployerRecords } from './employerRecordsSeed';
import { seedInventory } from './inventorySeed';
import { DEMO_PASSWORD, accountRows, demoAccounts } from './accounts';
import { leafBranches, treeDepth } from './branchSeed';
import { demoCustomFields } from './catalogs';
import { collaboratorRows } from './collaborators';
import { defaultConfiguration, defaultFlags } from './companyDefaults';
import { branchRows, catalogRows, holidayRows, type CompanyRows } from './companyRows';
import { demoBranchTree } from './demoBranchTree';
import { createPeopleGenerator } from './people';
import { createPrng } from './prng';
import { type SeedSummary, summarize } from './seedSummary';
import { demoRegionalHolidays, spanishNationalHolidays } from './spanishHolidays';
import { writeCompanyRows } from './writeCompanyRows';
import { seedAttendance, withDemoTimeSettings } from './workdaysSeed';
import { seedNovelties } from './noveltiesSeed';
import { seedDevices } from './devicesSeed';
import { seedWorkOrders } from './workOrdersSeed';
import { seedAccidents } from './accidentsSeed';
import { DEMO_SECURE_DNI, DEMO_SECURE_USERNAME, seedSecureDemoAdmin } from './secureDemoAdmin';
import { seedProviderDemo } from './providerDemoSeed';

export const DEMO_COMPANY_SLUG = 'demo';
export const DEMO_COMPANY_NAME = 'Alameda Retail y Logística S.L.';
export const DEMO_EMAIL_DOMAIN = 'demo.example';
/** Fixed seed: the demo looks the same on every first start. */
const DEMO_SEED = 2026;

/**
 * The demo company: a Spanish retail and logistics firm with 26 units on 3 levels, 240 collaborators, this year's
 * holidays, catalogues and the five demo logins (password DEMO_PASSWORD). Takes well under a second on PGlite
 * besides one password hash.
 */
export async function seedDemoCompany(
  db: Db,
  opts: { now?: Date; collaborators?: number; attendanceDays?: number; attachments?: FileStore; documents?: Pick<FileStore, 'put'>; files?: Pick<FileStore, 'put'> } = {},
): Promise<SeedSummary> {
  const startedAt = performance.now();
  // one clock for the whole demo: hires, leaves and ages as well as the marks (a test pins it with `opts.now`)
  const now = opts.now ?? new Date();
  const year = now.getFullYear();
  const prng = createPrng(DEMO_SEED);
  const companyId = randomUUID();
  const tree = demoBranchTree();
  const branches = branchRows(companyId, tree);
  const accounts = demoAccounts(tree, DEMO_EMAIL_DOMAIN);
  const people = createPeopleGenerator(prng, { emailDomain: DEMO_EMAIL_DOMAIN });
  for (const a of accounts) people.reserve(a.dni, a.username);
  people.reserve(DEMO_SECURE_DNI, DEMO_SECURE_USERNAME);
  // One hash for the shared, published demo password: distinct salts would protect nothing here.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const rows: CompanyRows = {
    company: {
      id: companyId,
      slug: DEMO_COMPANY_SLUG,
      name: DEMO_COMPANY_NAME,
      // novelties V2: Team › Novedades also brings them from absences and workdays
      configuration: withNoveltiesV2(withDemoTimeSettings(defaultConfiguration())),
      customFields: demoCustomFields(),
      flags: { ...defaultFlags(), employerRecords: true, reviewsApprovals: true, positionsTree: true, novelties: true },
      // room to try a 1,000-row import on the demo (240 collaborators today)
      contractedUsers: 1500,
    },
    branchOffices: branches.rows,
    users: [
      ...accountRows(companyId, accounts, passwordHash, branches.idOf),
      ...collaboratorRows({
        companyId, count: opts.collaborators ?? 240, leaves: leafBranches(tree), branchId: branches.idOf, people, prng, now,
      }),
    ],
    specialDays: holidayRows(companyId, [...spanishNationalHolidays(year), ...demoRegionalHolidays(year)], branches.idOf),
    ...catalogRows(companyId),
  };
  await writeCompanyRows(db, rows);
  // `secure`: an administrator already enrolled in TOTP, to show the code step (secureDemoAdmin.ts)
  await seedSecureDemoAdmin(db, {
    companyId, passwordHash, mainBranch: branches.idOf('mad-of'), allowedBranches: branches.rows.map((b) => String(b.id)), emailDomain: DEMO_EMAIL_DOMAIN,
  });
  // 60 days of shifts, marks and workdays for every collaborator (src/server/seed/workdaysSeed.ts)
  const kinds = new Map(tree.map((b) => [branches.idOf(b.key), b.kind]));
  await seedAttendance(db, {
    companyId, users: rows.users, branches: rows.branchOffices, kindOfBranch: (id) => kinds.get(id),
    configuration: rows.company.configuration ?? {}, days: opts.attendanceDays ?? 60, now, seed: DEMO_SEED,
  });
  // vacation matrices and a year of absence requests in every state (src/server/seed/absencesSeed.ts)
  await seedAbsences(db, {
    companyId, people: rows.users.map((u) => ({ ...u, id: String(u.id) })), reviewerId: String(rows.users.find((u) => u.username === 'owner')?.id),
    holidays: (rows.specialDays ?? []).map((d) => String(d.dateFrom)),
    officeBranches: new Set(tree.filter((b) => b.kind === 'headquarters' || b.kind === 'office').map((b) => branches.idOf(b.key))),
    now, seed: DEMO_SEED, attachments: opts.attachments,
  });
  // last month's payroll novelties sent, this month's open (Team › Novedades, noveltiesSeed.ts)
  await seedNovelties(db, { companyId, people: rows.users.map((u) => ({ ...u, id: String(u.id) })), now, seed: DEMO_SEED });
  // the company's employer accounts (Company › Employer records: the demo sets the flag)
  await seedEmployerRecords(db, { companyId, unitId: branches.idOf });
  await seedInventory(db, { companyId, people: rows.users.map((u) => ({ ...u, id: String(u.id) })), managerId: String(rows.users.find((u) => u.username === 'owner')?.id), now, seed: DEMO_SEED });
  // folders, contracts, two past settlements and last month's payroll in the document hub (documentsSeed.ts)
  if (opts.documents) {
    await seedDocuments(db, { companyId, ownerId: String(rows.users.find((u) => u.username === 'owner')?.id), now, store: opts.documents, companyName: DEMO_COMPANY_NAME });
  }
  // what the owner's bell collected (notificationsSeed.ts)
  await seedNotifications(db, { companyId, ownerId: String(rows.users.find((u) => u.username === 'owner')?.id), now });
  // the billboard: categories, posts in every state, flyers and resources (communicationSeed.ts)
  await seedCommunication(db, {
    companyId, authorId: String(rows.users.find((u) => u.username === 'owner')?.id), now, files: opts.files,
    warehouseIds: tree.filter((b) => b.kind === 'warehouse').map((b) => branches.idOf(b.key)),
  });
  // four time clocks at the main sites, their punches, loaded people and templates, one pending serial (devicesSeed.ts)
  await seedDevices(db, { companyId, unitId: branches.idOf, now });
  // 30 work orders at the busiest sites and a month of their people's time on them (workOrdersSeed.ts)
  await seedWorkOrders(db, { companyId, now, seed: DEMO_SEED });
  // a handful of accidents at work, one on an approved absence (accidentsSeed.ts, /accidents-reports)
  await seedAccidents(db, { companyId, now });
  // company data, logos, login carousel, covid and notification settings (/company, /auth/login/demo)
  await seedCompanyImages(db, { companyId, files: opts.files });
  // provider staff login `provider`, a second small company and two months of bills (providerDemoSeed.ts, issue 24)
  await seedProviderDemo(db, { companyId, passwordHash, mainBranch: branches.idOf('mad-of'), emailDomain: DEMO_EMAIL_DOMAIN, now });
  return summarize(rows, treeDepth(tree), startedAt);
}

function withNoveltiesV2<T extends { general?: Record<string, unknown> }>(configuration: T): T {
  return { ...configuration, general: { ...configuration.general, noveltiesVersion: 'V2' } };
}

/** The demo company if this database has one (the start-up banner then shows how to log in). */
export async function findDemoCompany(db: Db): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.slug, DEMO_COMPANY_SLUG)).limit(1);
  return row ?? null;
}
