import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { isStrongPassword } from '../../shared/password';
import { hashPassword } from '../auth/password';
import { DEFAULT_MFA_REQUIRED_ROLES } from '../auth/mfa/mfaPolicy';
import type { Db } from '../db/client';
import { branchOffices, companies, subscriptions, users } from '../db/schema';
import { defaultConfiguration, defaultCustomFields, defaultFlags } from './companyDefaults';

export interface NewCompanyInput {
  name: string;
  slug: string;
  ownerUsername: string;
  ownerEmail: string;
  password: string;
  ownerFirstName?: string;
  ownerLastName?: string;
  /** name of the root organisational unit (the owner's main branch) */
  branchName?: string;
}

export interface CreatedCompany {
  companyId: string;
  slug: string;
  name: string;
  ownerId: string;
  ownerUsername: string;
  branchId: string;
  branchName: string;
}

/** A refused creation; the message says what to change. */
export class CompanyCreationError extends Error {
  name = 'CompanyCreationError';
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const USERNAME = /^[A-Za-z0-9._-]{3,60}$/; // as schemas/user.schema.json
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewCompany(input: NewCompanyInput): string[] {
  const problems: string[] = [];
  if (!input.name?.trim()) problems.push('--name is required');
  if (!SLUG.test(input.slug ?? '')) problems.push('--slug must be 1-40 lower-case letters, digits or hyphens (e.g. acme)');
  if (!USERNAME.test(input.ownerUsername ?? '')) problems.push('--owner-username must be 3-60 letters, digits, dots, hyphens or underscores');
  if (!EMAIL.test(input.ownerEmail ?? '') || (input.ownerEmail ?? '').length > 160) problems.push('--owner-email must be a valid e-mail address');
  if (!isStrongPassword(input.password ?? '')) {
    problems.push('the password needs at least 8 characters with an upper-case letter, a lower-case letter and a number');
  }
  return problems;
}

/**
 * A real company (no demo data): spec defaults for configuration, custom fields and flags, one root unit and its
 * owner. Everything in one transaction; slug, username and e-mail must be free.
 */
export async function createCompany(db: Db, input: NewCompanyInput): Promise<CreatedCompany> {
  const problems = validateNewCompany(input);
  if (problems.length > 0) throw new CompanyCreationError(problems.join('; '));
  const passwordHash = await hashPassword(input.password); // before the transaction: scrypt is slow
  const companyId = randomUUID();
  const branchId = randomUUID();
  const ownerId = randomUUID();
  const branchName = input.branchName?.trim() || 'Sede central';

  await db.transaction(async (tx) => {
    const [slugTaken] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, input.slug)).limit(1);
    if (slugTaken) throw new CompanyCreationError(`a company with slug "${input.slug}" already exists`);
    const [userTaken] = await tx
      .select({ username: users.username })
      .from(users)
      .where(or(sql`lower(${users.username}) = lower(${input.ownerUsername})`, sql`lower(${users.email}) = lower(${input.ownerEmail})`))
      .limit(1);
    if (userTaken) throw new CompanyCreationError(`the username "${input.ownerUsername}" or the e-mail "${input.ownerEmail}" is already in use`);

    await tx.insert(companies).values({
      id: companyId, slug: input.slug, name: input.name.trim(),
      configuration: defaultConfiguration(), customFields: defaultCustomFields(), flags: defaultFlags(),
      // a real company's owner and administrators sign in with a second factor; the owner may change it (Settings › Security)
      mfaRequiredRoles: DEFAULT_MFA_REQUIRED_ROLES,
    });
    await tx.insert(branchOffices).values({ id: branchId, companyId, name: branchName, code: 'HQ', parentOrganization: null });
    await tx.insert(users).values({
      id: ownerId, companyId, username: input.ownerUsername, email: input.ownerEmail, passwordHash, role: 'owner',
      firstName: input.ownerFirstName?.trim() || input.ownerUsername, lastName: input.ownerLastName?.trim() || input.name.trim(),
      mainBranch: branchId, allowedBranches: [],
    });
    // its subscription starts with the company: this month is the first period (issue 24)
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    await tx.insert(subscriptions).values({ companyId, currentPeriodStart: first, currentPeriodEnd: last });
  });
  return { companyId, slug: input.slug, name: input.name.trim(), ownerId, ownerUsername: input.ownerUsername, branchId, branchName };
}
