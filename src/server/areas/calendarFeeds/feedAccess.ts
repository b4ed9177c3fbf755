import { and, eq } from 'drizzle-orm';
import { isAdminLevel, isCustomRole, isManagerLevel } from '../../../shared/roles';
import type { AuthContext, UserRow } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { branchOffices } from '../../db/schema';
import { fieldError, forbidden, notFound, validationError } from '../../http/apiError';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import { unitScopeOf, unitsAndBelow } from '../../permissions/unitScope';
import { findCompanyUser } from '../users/collaboratorLookup';
import type { FeedScope } from '../../../shared/calendarFeeds/feeds';
import { FEED_CONTENTS, type FeedContent } from './feedEvents';

export { FEED_SCOPES, type FeedScope } from '../../../shared/calendarFeeds/feeds';

/**
 * What each scope may carry: a person's own shifts, absences and holidays; a unit's or the company's absences and
 * special days (hundreds of people's shifts are a roster, not a calendar to subscribe to).
 */
export const SCOPE_CONTENTS: Record<FeedScope, readonly FeedContent[]> = {
  person: FEED_CONTENTS,
  unit: ['absences', 'specialDays'],
  company: ['absences', 'specialDays'],
};

/** A feed's subject, resolved against what its owner may see now. */
export type FeedSubject =
  | { scope: 'person'; person: UserRow }
  /** the unit with its sub-units (within the owner's units) */
  | { scope: 'unit'; unit: { id: string; name: string }; units: Set<string> }
  /** every unit the owner sees (null: the whole company) */
  | { scope: 'company'; units: Set<string> | null };

/** May this caller make feeds of other people's calendars: managers and up who read the absences. */
export const mayFeedOthers = (enforcer: PolicyEnforcer, auth: AuthContext): boolean =>
  (isManagerLevel(auth.role) || isCustomRole(auth.role)) && enforcer.can(auth.role, auth.company.id, 'dayoffs', 'GET');

/** The company-wide feed: administrators and up. */
export const mayFeedCompany = (enforcer: PolicyEnforcer, auth: AuthContext): boolean => isAdminLevel(auth.role) && mayFeedOthers(enforcer, auth);

/** 400 when `contents` is empty (minItems) or names what the scope does not carry (enum). */
export function checkContents(scope: FeedScope, contents: string[]): FeedContent[] {
  const allowed = SCOPE_CONTENTS[scope] as readonly string[];
  const unique = [...new Set(contents)];
  if (!unique.length) throw validationError([{ ...fieldError('contents', 'minItems'), params: { limit: 1 } }]);
  if (unique.some((c) => !allowed.includes(c))) throw validationError([fieldError('contents', 'enum')]);
  return FEED_CONTENTS.filter((c) => unique.includes(c));
}

/**
 * Who or what a feed shows, if `auth` may have it: one's own calendar always; another person, a unit (only one the
 * caller sees) or the company only with the rights above. 403 without the right, 404 for what the caller does not
 * see (another company's ids look the same). Run when a feed is made and again on every read, so a feed stops
 * showing what its owner may no longer see.
 */
export async function resolveFeedSubject(db: Db, enforcer: PolicyEnforcer, auth: AuthContext, scope: FeedScope, subjectId: string | null): Promise<FeedSubject> {
  if (scope === 'person') {
    if (!subjectId || subjectId === auth.user.id) return { scope, person: auth.user };
    if (!mayFeedOthers(enforcer, auth)) throw forbidden();
    const person = await findCompanyUser(db, auth, await unitScopeOf(db, auth), subjectId);
    if (!person.active) throw notFound();
    return { scope, person };
  }
  if (scope === 'unit') {
    if (!mayFeedOthers(enforcer, auth)) throw forbidden();
    if (!subjectId) throw validationError([fieldError('subjectId', 'required')]);
    const [unit] = await db.select({ id: branchOffices.id, name: branchOffices.name }).from(branchOffices)
      .where(and(eq(branchOffices.id, subjectId), eq(branchOffices.companyId, auth.company.id)));
    const seen = await unitScopeOf(db, auth);
    if (!unit || (seen && !seen.has(unit.id))) throw notFound();
    const below = await unitsAndBelow(db, auth.company.id, [unit.id]);
    return { scope, unit, units: seen ? new Set([...below].filter((id) => seen.has(id))) : below };
  }
  if (!mayFeedCompany(enforcer, auth)) throw forbidden();
  return { scope, units: await unitScopeOf(db, auth) };
}
