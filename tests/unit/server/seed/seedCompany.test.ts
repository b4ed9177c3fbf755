import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { branchOffices, users } from '../../../../src/server/db/schema';
import { seedCompany } from '../../../../src/server/seed';
import { dniLetter, formatDni, isValidDni } from '../../../../src/server/seed/dni';
import { easterSunday, spanishNationalHolidays } from '../../../../src/server/seed/spanishHolidays';

describe('benchmark company seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the requested size in batches, with logins named after the slug', async () => {
    const summary = await seedCompany(database.db, { slug: 'bench1', name: 'Bench Uno S.A.', size: { users: 2500, branches: 120 } });
    expect(summary).toMatchObject({ branchOffices: 120, collaborators: 2500, branchLevels: 3 });
    expect(summary.accounts.map((a) => a.username)).toEqual(['bench1.owner', 'bench1.admin', 'bench1.manager', 'bench1.viewer']);
    const units = await database.db.select().from(branchOffices).where(eq(branchOffices.companyId, summary.companyId));
    expect(new Set(units.map((u) => u.name.toLowerCase())).size).toBe(120);
    const people = await database.db.select({ username: users.username, doc: users.numberOfDocument }).from(users).where(eq(users.companyId, summary.companyId));
    expect(people).toHaveLength(2504);
    expect(people.every((p) => p.username.startsWith('bench1.') && isValidDni(p.doc ?? ''))).toBe(true);
  }, 60_000);

  it('keeps two generated companies apart (usernames are unique product-wide)', async () => {
    const summary = await seedCompany(database.db, { slug: 'bench2', name: 'Bench Dos S.A.', size: { users: 300, branches: 12 } });
    expect(summary.collaborators).toBe(300);
  }, 60_000);
});

describe('Spanish data helpers', () => {
  it('computes DNI control letters', () => {
    expect(dniLetter(12345678)).toBe('Z');
    expect(formatDni(1234567)).toBe('01234567L');
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
  });

  it('places Good Friday from Easter', () => {
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    const goodFriday = spanishNationalHolidays(2027).find((h) => h.name === 'Viernes Santo');
    expect(goodFriday?.date).toBe('2027-03-26');
    expect(spanishNationalHolidays(2030)).toHaveLength(10);
  });
});
