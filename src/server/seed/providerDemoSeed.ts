import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bills, branchOffices, companies, subscriptions, users } from '../db/schema';
import { generateMonthlyBills } from '../areas/subscription/billJob';
import { defaultConfiguration, defaultCustomFields, defaultFlags } from './companyDefaults';
import { formatDni } from './dni';

/** The demo's second, small company (the provider console shows more than one) and its owner login. */
export const SECOND_DEMO_SLUG = 'panaderia-sol';

/**
 * Issue 24 on the demo: `provider` (provider staff, in the demo company, password as the others), a second small
 * company with its owner `sol.owner` and a few collaborators, and two months of bills for both companies (one paid),
 * so the console, /payments and a bill show real content on first start.
 */
export async function seedProviderDemo(db: Db, opts: { companyId: string; passwordHash: string; mainBranch: string; emailDomain: string; now: Date }): Promise<void> {
  await db.insert(users).values({
    companyId: opts.companyId, username: 'provider', email: `provider@${opts.emailDomain}`, passwordHash: opts.passwordHash, role: 'provider',
    firstName: 'Pablo', lastName: 'Proveedor Soto', position: 'Soporte del proveedor', mainBranch: opts.mainBranch,
  });
  const secondId = randomUUID();
  const branchId = randomUUID();
  await db.insert(companies).values({
    id: secondId, slug: SECOND_DEMO_SLUG, name: 'Panadería Sol S.L.', configuration: defaultConfiguration(), customFields: defaultCustomFields(),
    flags: defaultFlags(), contractedUsers: 10,
  });
  await db.insert(branchOffices).values({ id: branchId, companyId: secondId, name: 'Obrador', code: 'HQ', parentOrganization: null, city: 'Valencia', country: 'ES' });
  const people = [['Rosa', 'Sol Martí', 'owner'], ['Pau', 'Ferrer Gil', 'user'], ['Laia', 'Roig Pons', 'user'], ['Joan', 'Vidal Mas', 'user'], ['Nuria', 'Costa Ros', 'user'], ['Marc', 'Puig Soler', 'user'], ['Elena', 'Ortiz Sanz', 'user'], ['Toni', 'Serra Vila', 'user'], ['Sara', 'Mora Gil', 'user']];
  await db.insert(users).values(people.map(([firstName, lastName, role], i) => ({
    companyId: secondId, username: role === 'owner' ? 'sol.owner' : `sol.${firstName.toLowerCase()}`, email: `${role === 'owner' ? 'owner' : firstName.toLowerCase()}@panaderiasol.example`,
    passwordHash: role === 'owner' ? opts.passwordHash : null, role, firstName, lastName, position: role === 'owner' ? 'Gerente' : 'Panadero/a',
    numberOfDocument: formatDni(56_000_000 + i), mainBranch: branchId,
  })));
  // subscriptions: the demo on the premium plan, the bakery on the basic one; bills of the last two months
  const first = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const last = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  await db.insert(subscriptions).values([
    { companyId: opts.companyId, plan: 'premium', seatPriceCents: 350, currentPeriodStart: first(opts.now), currentPeriodEnd: last(opts.now) },
    { companyId: secondId, plan: 'basic', seatPriceCents: 500, currentPeriodStart: first(opts.now), currentPeriodEnd: last(opts.now) },
  ]).onConflictDoNothing();
  const monthAgo = new Date(Date.UTC(opts.now.getUTCFullYear(), opts.now.getUTCMonth() - 1, 15));
  await generateMonthlyBills(db, monthAgo, [opts.companyId, secondId]);
  await generateMonthlyBills(db, opts.now, [opts.companyId, secondId]);
  // the older bill of the demo company was paid by transfer (recorded by the provider, never charged)
  const older = first(new Date(Date.UTC(monthAgo.getUTCFullYear(), monthAgo.getUTCMonth() - 1, 1)));
  await db.update(bills).set({ status: 'paid', paidAt: new Date(`${older.slice(0, 8)}20T10:00:00Z`), paymentMethod: 'transfer', paymentReference: 'TR-DEMO-0001' })
    .where(and(eq(bills.companyId, opts.companyId), eq(bills.periodStart, older)));
}
