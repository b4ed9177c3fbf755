import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/server/auth/password';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { branchOffices, companies, users } from '../../../../src/server/db/schema';
import { CompanyCreationError, createCompany, type NewCompanyInput } from '../../../../src/server/seed/companyCreation';
import { parseCreateCompanyArgs } from '../../../../src/server/seed/createCompanyArgs';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const input: NewCompanyInput = {
  name: 'ACME S.L.', slug: 'acme', ownerUsername: 'alice', ownerEmail: 'alice@acme.example', password: 'S3cure-passw0rd',
};

describe('createCompany', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('creates a company with the spec defaults, a root unit and its owner, and no demo data', async () => {
    const created = await createCompany(database.db, input);
    const [company] = await database.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(company).toMatchObject({ slug: 'acme', name: 'ACME S.L.' });
    expect(company.customFields.typeOfLeave).toEqual(['Despido', 'Incapacidad', 'Renuncia']);
    expect(company.customFields.unionAgreement).toEqual([]);
    expect((company.configuration.covid as { temperatureThreshold: number }).temperatureThreshold).toBe(37.5);
    // a real company asks its owner and administrators for a second factor (issue 21)
    expect(company.mfaRequiredRoles).toEqual(['owner', 'administrator']);
    const people = await database.db.select().from(users).where(eq(users.companyId, created.companyId));
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ username: 'alice', email: 'alice@acme.example', role: 'owner', mainBranch: created.branchId });
    expect(await verifyPassword('S3cure-passw0rd', people[0].passwordHash)).toBe(true);
    const units = await database.db.select().from(branchOffices).where(eq(branchOffices.companyId, created.companyId));
    expect(units.map((u) => u.name)).toEqual(['Sede central']);
  });

  it('refuses a weak password, a bad slug, a taken slug, username or e-mail', async () => {
    await expect(createCompany(database.db, { ...input, slug: 'other', password: 'password' })).rejects.toThrow(/at least 8 characters/);
    await expect(createCompany(database.db, { ...input, slug: 'Bad Slug' })).rejects.toThrow(/--slug/);
    await expect(createCompany(database.db, input)).rejects.toThrow(/slug "acme" already exists/);
    await expect(createCompany(database.db, { ...input, slug: 'acme2', ownerEmail: 'x@acme.example', ownerUsername: 'ALICE' })).rejects.toThrow(CompanyCreationError);
    await expect(createCompany(database.db, { ...input, slug: 'acme3', ownerUsername: 'bob', ownerEmail: 'Alice@acme.example' })).rejects.toThrow(/already in use/);
    expect(await database.db.select().from(companies)).toHaveLength(1); // nothing half-created
  });

  it('reads its options from the command line, the password also from OWNER_PASSWORD', () => {
    const argv = ['--name', 'ACME S.L.', '--slug', 'acme', '--owner-username', 'alice', '--owner-email', 'alice@acme.example'];
    expect(parseCreateCompanyArgs([...argv, '--password', 'S3cure-passw0rd'], {})).toMatchObject(input);
    expect(parseCreateCompanyArgs(argv, { OWNER_PASSWORD: 'Fr0m-env-pass' })).toMatchObject({ password: 'Fr0m-env-pass' });
    expect(parseCreateCompanyArgs(['--help'])).toBe('help');
    expect(() => parseCreateCompanyArgs(['--nmae', 'x'])).toThrow();
  });
});

describe('npm run company:create (CLI on DATA_DIR)', () => {
  const cli = (dataDir: string, args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/createCompany.ts', ...args], {
      cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 60_000,
    });
  const args = ['--name', 'ACME S.L.', '--slug', 'acme', '--owner-username', 'alice', '--owner-email', 'alice@acme.example', '--password', 'S3cure-passw0rd'];

  it('creates the company on the embedded database and releases the lock', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-cli-'));
    try {
      const run = cli(dataDir, args);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/Created company "ACME S\.L\." \(slug acme/);
      expect(run.stdout).toMatch(/owner: alice <alice@acme\.example>/);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      const again = cli(dataDir, args);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/slug "acme" already exists/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('fails clearly while a server holds DATA_DIR, and on a weak password without touching the database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-cli-'));
    try {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), `${process.ppid}\n`);
      const locked = cli(dataDir, args);
      expect(locked.status).toBe(1);
      expect(locked.stderr).toContain(`Another server process (pid ${process.ppid}) is using DATA_DIR`);
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
      const weak = cli(dataDir, [...args.slice(0, -1), 'weak']);
      expect(weak.status).toBe(1);
      expect(weak.stderr).toMatch(/password needs at least 8 characters/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
