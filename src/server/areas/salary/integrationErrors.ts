import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import { translate } from '../../i18n';
import { users } from '../../db/schema';
import type { DocumentView } from '../documentHub/documentViews';

/** One problem the payroll integration reports on a settlement (spec §8: shown in an expandable list). */
export interface IntegrationError {
  code: 'SLIP_WITHOUT_PERSON' | 'PERSON_WITHOUT_SLIP';
  message: string;
  detail: string;
}

/**
 * What a company with the payroll-integration flag is told before confirming: slips that name nobody of the
 * company, and active collaborators the run has no slip for (the payroll software's roster and ours disagree).
 */
export async function integrationErrors(db: Db, companyId: string, matches: DocumentView[], locale: Locale): Promise<IntegrationError[]> {
  const errors: IntegrationError[] = [];
  for (const d of matches) {
    if (!d.userId) errors.push({ code: 'SLIP_WITHOUT_PERSON', message: translate(locale, 'errors.SLIP_WITHOUT_PERSON'), detail: `pages ${d.pages.join(', ')}` });
  }
  const withSlip = [...new Set(matches.map((d) => d.userId).filter((u): u is string => Boolean(u)))];
  if (matches.length > 0) {
    const missing = await db.select({ firstName: users.firstName, lastName: users.lastName, numberOfDocument: users.numberOfDocument }).from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'user'), eq(users.active, true), withSlip.length ? notInArray(users.id, withSlip) : sql`true`))
      .orderBy(users.lastName).limit(200);
    for (const p of missing) errors.push({ code: 'PERSON_WITHOUT_SLIP', message: translate(locale, 'errors.PERSON_WITHOUT_SLIP'), detail: `${p.lastName}, ${p.firstName} (${p.numberOfDocument ?? '—'})` });
  }
  return errors;
}
