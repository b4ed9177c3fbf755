import type { AuthContext } from '../../auth/authContext';
import type { Db } from '../../db/client';
import { writeAudits } from '../../audit/auditLog';
import type { ApiRecord } from '../../engine/records';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import { MEDICAL_FIELDS, type AccidentPerson } from '../../../shared/accidents/accident';

/**
 * Medical details of an accident (injury, body part, the linked medical leave) are special-category health data:
 * only callers holding `accidents-medical` GET see them (administrators by default; a company role may be given
 * it), and every answer that carries them leaves a `read` row in the audit log. `enforcer` is the app's (policy.csv
 * plus the company roles: app.enforcer), given to the area's hooks when the app builds them (accidentHooks).
 */
export function mayReadMedical(enforcer: PolicyEnforcer, auth: AuthContext): boolean {
  if (auth.role === 'owner') return true;
  if (!enforcer.can(auth.role, auth.company.id, 'accidents-medical', 'GET')) return false;
  // an open API key sees them only when it was given that scope
  return !auth.apiKey || auth.apiKey.scopes.some((s) => s.module === 'accidents-medical' && s.action === 'GET');
}

export const peopleOf = (record: ApiRecord): AccidentPerson[] => (Array.isArray(record.people) ? (record.people as AccidentPerson[]) : []);

const hasMedical = (p: AccidentPerson) => MEDICAL_FIELDS.some((f) => p[f] !== undefined && p[f] !== null && p[f] !== '');

/** Strip the medical details (caller without the grant), or audit that the caller read them. */
export async function guardMedical(enforcer: PolicyEnforcer, ctx: { auth: AuthContext; db: Db }, records: ApiRecord[]): Promise<void> {
  if (mayReadMedical(enforcer, ctx.auth)) {
    const read = records.filter((r) => peopleOf(r).some(hasMedical));
    if (read.length) await writeAudits(ctx.db, ctx.auth, read.map((r) => ({ entity: 'accidents', entityId: String(r.id), action: 'read' as const, changes: { medical: true } })));
    return;
  }
  for (const r of records) {
    if (!Array.isArray(r.people)) continue;
    r.people = peopleOf(r).map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !(MEDICAL_FIELDS as readonly string[]).includes(k))));
  }
}
