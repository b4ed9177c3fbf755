import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '../../../../src/server/auth/password';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { branchOffices, companies, userMfa, users } from '../../../../src/server/db/schema';
import { decryptSecret } from '../../../../src/server/crypto/secretBox';
import { shiftTemplates, specialDays, dayoffTypes, folderTypes, workshiftTypes, hierarchies } from '../../../../src/server/engine/storage/productTables';
import { DEMO_PASSWORD, DEMO_SECURE_USERNAME, DEMO_TOTP_SECRET, findDemoCompany, seedDemoCompany, type SeedSummary } from '../../../../src/server/seed';
import { isValidDni } from '../../../../src/server/seed/dni';
import { positionNodes } from '../../../../src/server/areas/positions/positionTree';
import { productCatalog } from '../../../../src/server/engine/storage';

describe('demo company seed', () => {
  let database: Database;
  let summary: SeedSummary;
  const now = new Date('2026-03-10T10:00:00Z');

  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
    summary = await seedDemoCompany(database.db, { now });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const companyRows = () => database.db.select().from(companies).where(eq(companies.id, summary.companyId));

  it('creates one company with the spec defaults for configuration and custom fields', async () => {
    const [company] = await companyRows();
    expect(company.slug).toBe('demo');
    expect(company.name).toMatch(/S\.L\.$/);
    const general = company.configuration.general as Record<string, unknown>;
    expect(general).toMatchObject({
      rangeOfBreak: { min: 0, max: 8 }, toleranceEarlyDeparture: -1, toleranceLateArrival: -1, overtimeAllowed: -1,
      allowRekognition: true, employeePortal: true, documentsVersion: 'V2', noveltiesVersion: 'V2',
    });
    expect((general.integrations as string[]).length).toBe(2);
    expect((company.configuration.covid as Record<string, unknown>).temperatureThreshold).toBe(37.5);
    expect(company.customFields.typeOfLeave).toEqual(['Despido', 'Incapacidad', 'Renuncia']);
    expect(company.customFields.hierarchies).toEqual(['position', 'Sector', 'Departamento']);
    for (const list of ['unionAgreement', 'laborUnion', 'typeOfContract', 'currentSituation', 'holidayGroup', 'quoteGroup']) {
      expect(company.customFields[list].length, list).toBeGreaterThan(2);
    }
    expect(await findDemoCompany(database.db)).toEqual({ id: company.id, name: company.name });
  });

  it('builds a unit tree of at least 12 units on at least 3 levels, with addresses and coordinates', async () => {
    const units = await database.db.select().from(branchOffices).where(eq(branchOffices.companyId, summary.companyId));
    expect(units.length).toBeGreaterThanOrEqual(12);
    const byId = new Map(units.map((u) => [u.id, u]));
    const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(byId.get(id)!.parentOrganization));
    expect(Math.max(...units.map((u) => depth(u.id)))).toBeGreaterThanOrEqual(3);
    expect(units.filter((u) => u.parentOrganization === null)).toHaveLength(1);
    for (const u of units) {
      expect(u.city && u.address && u.country && u.timezone).toBeTruthy();
      expect(u.latitude).toBeGreaterThan(27);
      expect(u.extra.costCenter).toMatch(/^CC-[0-9]{4}$/);
    }
  });

  it('creates at least 220 collaborators with Spanish names, valid DNIs and unique logins', async () => {
    const staff = await database.db.select().from(users).where(and(eq(users.companyId, summary.companyId), eq(users.role, 'user')));
    expect(staff.length).toBeGreaterThanOrEqual(220);
    expect(summary.collaborators).toBeGreaterThanOrEqual(220);
    for (const u of staff) {
      expect(isValidDni(u.numberOfDocument ?? ''), u.numberOfDocument ?? '').toBe(true);
      expect(u.lastName.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(u.mainBranch).toBeTruthy();
      expect(u.position).toBeTruthy();
    }
    expect(new Set(staff.map((u) => u.username)).size).toBe(staff.length);
    expect(new Set(staff.map((u) => u.email)).size).toBe(staff.length);
    expect(new Set(staff.map((u) => u.numberOfDocument)).size).toBe(staff.length);
    expect(new Set(staff.map((u) => u.mainBranch)).size).toBeGreaterThan(10);
    expect(staff.filter((u) => u.passwordHash)).toHaveLength(1); // only the `collaborator` demo login
  });

  it('creates the five demo accounts with the demo password and their unit scopes', async () => {
    const accounts = await database.db.select().from(users).where(eq(users.companyId, summary.companyId));
    const byName = new Map(accounts.map((u) => [u.username, u]));
    const expected = { owner: 'owner', admin: 'administrator', manager: 'manager', viewer: 'viewer', collaborator: 'user' };
    for (const [username, role] of Object.entries(expected)) {
      const user = byName.get(username);
      expect(user?.role, username).toBe(role);
      expect(user?.email).toBe(`${username}@demo.example`);
      expect(isValidDni(user?.numberOfDocument ?? '')).toBe(true);
    }
    expect(await verifyPassword(DEMO_PASSWORD, byName.get('owner')!.passwordHash)).toBe(true);
    expect(summary.accounts.map((a) => a.username).sort()).toEqual(Object.keys(expected).sort());

    const units = await database.db.select().from(branchOffices).where(eq(branchOffices.companyId, summary.companyId));
    const admin = byName.get('admin')!;
    expect(admin.allowedBranches.length).toBeGreaterThan(1);
    expect(admin.allowedBranches.length).toBeLessThan(units.length);
    expect(admin.allowedBranches).toContain(admin.mainBranch);
    const manager = byName.get('manager')!;
    expect(manager.allowedBranches.length).toBeGreaterThanOrEqual(1);
    expect(manager.allowedBranches.length).toBeLessThanOrEqual(2);
    expect(manager.allowedBranches).toContain(manager.mainBranch);
  });

  it('adds `secure`, an administrator enrolled in TOTP with the published demo secret; the company requires no second factor', async () => {
    const [company] = await companyRows();
    expect(company.mfaRequiredRoles).toEqual([]);
    const [secure] = await database.db.select().from(users).where(and(eq(users.companyId, summary.companyId), eq(users.username, DEMO_SECURE_USERNAME)));
    expect(secure.role).toBe('administrator');
    expect(await verifyPassword(DEMO_PASSWORD, secure.passwordHash)).toBe(true);
    const [mfa] = await database.db.select().from(userMfa).where(eq(userMfa.userId, secure.id));
    expect(mfa.confirmedAt).toBeTruthy();
    expect(decryptSecret(mfa.totpSecret)).toBe(DEMO_TOTP_SECRET);
  });

  it("seeds the current year's Spanish national holidays", async () => {
    const days = await database.db.select().from(specialDays).where(eq(specialDays.companyId, summary.companyId));
    const national = days.filter((d) => d.category === 'national');
    expect(national.map((d) => d.dateFrom)).toEqual(expect.arrayContaining([
      '2026-01-01', '2026-01-06', '2026-04-03', '2026-05-01', '2026-08-15', '2026-10-12', '2026-11-01', '2026-12-06', '2026-12-08', '2026-12-25',
    ]));
    for (const d of days) expect(d.dateFrom.startsWith('2026-')).toBe(true);
  });

  it('fills the catalogues: shift templates, types of dayoff, folder and workshift, hierarchies', async () => {
    const scoped = { companyId: summary.companyId };
    const templates = await database.db.select().from(shiftTemplates).where(eq(shiftTemplates.companyId, scoped.companyId));
    expect(templates.length).toBeGreaterThanOrEqual(6);
    expect(new Set(templates.map((t) => t.externalId)).size).toBe(templates.length);
    expect(templates.some((t) => t.startTime && t.endTime && t.endTime < t.startTime)).toBe(true); // night shift
    expect(templates.some((t) => t.type === 'rest')).toBe(true);
    const dayoffs = await database.db.select().from(dayoffTypes).where(eq(dayoffTypes.companyId, scoped.companyId));
    expect(dayoffs.map((d) => d.title)).toEqual(expect.arrayContaining(['Vacaciones', 'Enfermedad', 'Asuntos propios', 'Maternidad/Paternidad']));
    const folders = await database.db.select().from(folderTypes).where(eq(folderTypes.companyId, scoped.companyId));
    expect(folders.map((f) => f.title)).toEqual(expect.arrayContaining(['Contratos', 'Nóminas', 'Certificados']));
    const workshifts = await database.db.select().from(workshiftTypes).where(eq(workshiftTypes.companyId, scoped.companyId));
    expect(workshifts.every((w) => w.externalId)).toBe(true);
    const tree = await database.db.select().from(hierarchies).where(eq(hierarchies.companyId, scoped.companyId));
    expect(tree.filter((h) => h.type === 'Departamento').every((h) => h.parentId)).toBe(true);
    expect(tree.some((h) => h.type === 'Sector')).toBe(true);
  });

  it('puts every active collaborator on the positions chart, with no director post vacant', async () => {
    const staff = await database.db.select({ position: users.position }).from(users)
      .where(and(eq(users.companyId, summary.companyId), eq(users.role, 'user'), eq(users.active, true)));
    const held = new Map<string, number>();
    for (const u of staff) held.set(u.position!, (held.get(u.position!) ?? 0) + 1);
    const rows = await database.db.select({ id: hierarchies.id, name: hierarchies.name, parentId: hierarchies.parentId, description: hierarchies.description })
      .from(hierarchies).where(and(eq(hierarchies.companyId, summary.companyId), eq(hierarchies.type, 'position')));
    const nodes = positionNodes(rows, held);
    expect(nodes.reduce((n, p) => n + p.usersCount, 0)).toBe(staff.length);
    expect(nodes.filter((p) => p.name.startsWith('Director/a') && p.usersCount === 0)).toEqual([]);
    expect(nodes.find((p) => p.name === 'Director/a general')?.usersCount).toBe(1);
  });

  it('has handbooks on the billboard, the welcome manual required, so the help centre\'s not-read report has content', async () => {
    const resources = productCatalog().tables.get('billboardresources')!.table;
    const rows = (await database.db.select().from(resources as never)) as { companyId: string; title: string; handbook: boolean; required: boolean }[];
    const handbooks = rows.filter((r) => r.companyId === summary.companyId && r.handbook).map((r) => `${r.title}${r.required ? ' (required)' : ''}`);
    expect(handbooks.sort()).toEqual(['Manual de acogida (required)', 'Política de teletrabajo']);
  });

  it('is the same demo every time (seeded generator)', async () => {
    const other = await openPglite('memory://');
    try {
      await other.migrate();
      const names = async (db: Database) =>
        (await db.db.select({ u: users.username, d: users.numberOfDocument }).from(users).orderBy(users.username)).map((r) => `${r.u}:${r.d}`);
      await seedDemoCompany(other.db, { now });
      expect(await names(other)).toEqual(await names(database));
    } finally {
      await other.close();
    }
  }, 60_000);
});
