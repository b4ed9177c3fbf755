import { companies, branchOffices, users } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';

export const PASSWORD = 'Demo2026!';

/** Ids of the compact fixture: two companies, a three-level unit tree, every role. */
export interface Fixture {
  companyA: { id: string; slug: string };
  companyB: { id: string; slug: string };
  units: Record<'hq' | 'north' | 'bilbao' | 'santander' | 'south' | 'sevilla' | 'bHq' | 'bShop', string>;
  users: Record<string, { id: string; username: string; email: string; role: string; companyId: string }>;
}

/**
 * hashPassword(PASSWORD), computed once and kept here: scrypt is slow on purpose (~0.3 s), and every test file
 * would otherwise pay it. verifyPassword reads the parameters from the string, so it stays valid.
 */
export const PASSWORD_HASH = 'scrypt$131072$8$1$pvH16QN54mqQnBHUNt0ukA==$3jUPa9BUTKOhLpSe68EM4aE+k5/2YoArAVr/B7dImoU=';

/**
 * Company A "acme": hq → north → (bilbao, santander), hq → south → sevilla; owner, admin (north and below),
 * manager (sevilla), viewer, collaborators in bilbao/sevilla, an inactive collaborator and a retired administrator.
 * Company B "demo" (has the demo overlay schemas): its own owner, units and a collaborator, to prove isolation.
 */
export async function insertFixture(db: Db): Promise<Fixture> {
  const hash = PASSWORD_HASH;
  const [a] = await db.insert(companies).values({ slug: 'acme', name: 'Acme Retail', loginCarrousel: ['/img/a1.png'], configuration: { general: { employeePortal: true, integrations: ['performance'], allowMobile: true } } }).returning();
  const [b] = await db.insert(companies).values({ slug: 'demo', name: 'Demo Company' }).returning();

  const unit = async (companyId: string, name: string, parentOrganization: string | null) =>
    (await db.insert(branchOffices).values({ companyId, name, parentOrganization, city: name.split(' ')[0], country: 'ES' }).returning())[0].id;
  const hq = await unit(a.id, 'Headquarters', null);
  const north = await unit(a.id, 'North Region', hq);
  const bilbao = await unit(a.id, 'Bilbao Store', north);
  const santander = await unit(a.id, 'Santander Store', north);
  const south = await unit(a.id, 'South Region', hq);
  const sevilla = await unit(a.id, 'Sevilla Store', south);
  const bHq = await unit(b.id, 'Demo HQ', null);
  const bShop = await unit(b.id, 'Demo Shop', bHq);

  const people: Fixture['users'] = {};
  const person = async (
    key: string, companyId: string, role: string, mainBranch: string | null,
    extra: { allowedBranches?: string[]; active?: boolean; lastName?: string } = {},
  ) => {
    const username = key;
    const email = `${key}@${companyId === a.id ? 'acme' : 'demo'}.test`;
    const [row] = await db.insert(users).values({
      companyId, username, email, role, mainBranch, passwordHash: hash,
      firstName: key[0].toUpperCase() + key.slice(1), lastName: extra.lastName ?? 'Tester',
      allowedBranches: extra.allowedBranches ?? [], active: extra.active ?? true, numberOfDocument: `DOC-${key}`,
    }).returning();
    people[key] = { id: row.id, username, email, role, companyId };
  };
  await person('owner', a.id, 'owner', hq);
  await person('admin', a.id, 'administrator', north, { allowedBranches: [north] });
  await person('manager', a.id, 'manager', sevilla, { allowedBranches: [sevilla] });
  await person('viewer', a.id, 'viewer', hq);
  await person('collaborator', a.id, 'user', bilbao, { lastName: 'Bilbaino' });
  await person('ana', a.id, 'user', bilbao, { lastName: 'Arriaga' });
  await person('luis', a.id, 'user', sevilla, { lastName: 'Lopez' });
  await person('gone', a.id, 'user', santander, { active: false, lastName: 'Gonzalez' });
  await person('retired', a.id, 'administrator', north, { active: false, allowedBranches: [north] });
  await person('demoowner', b.id, 'owner', bHq);
  await person('demoworker', b.id, 'user', bShop, { lastName: 'Worker' });

  return {
    companyA: { id: a.id, slug: a.slug },
    companyB: { id: b.id, slug: b.slug },
    units: { hq, north, bilbao, santander, south, sevilla, bHq, bShop },
    users: people,
  };
}
