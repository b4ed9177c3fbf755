import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AuthContext, UserRow } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { hashPassword } from '../../auth/password';
import { diffChanges, writeAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError, fieldError, notFound, type PendingFieldError } from '../../http/apiError';
import type { PolicyEnforcer } from '../../permissions/enforcer';
import { unitScopeOf } from '../../permissions/unitScope';
import type { AdminBody as AdminInput } from '../../../shared/admins/admin';
import { isOwnerLevel } from '../../../shared/roles';
import { isAssignableRole } from '../roles/roleLookup';
import { mayChangePassword } from '../profile/passwordPermission';
import { assertMayHandleRole, branchErrors, fieldCodesError, isWithinScope, type Scope } from './adminAccess';
import { fieldCheckErrors, passwordErrors, type AdminField, type AdminRecord } from './adminChecks';
import { conflictErrors, mapUniqueRace } from './adminConflicts';
import { createInviteToken } from './adminInvite';

const FIELDS: AdminField[] = [
  'firstName', 'lastName', 'username', 'email', 'typeOfDocument', 'numberOfDocument', 'position', 'phone', 'role', 'mainBranch', 'allowedBranches',
];
const ENTITY = 'users';
/** How a password change reads in the history: that it changed, never a hash. */
const PASSWORD_CHANGED = { password: { from: '********', to: '********' } };

const clean = (v: string | null | undefined): string | null => (typeof v === 'string' ? v.trim() || null : null);

/** The body's values, trimmed, empty text as null, for the fields it holds. */
function normalized(input: AdminInput): Partial<AdminRecord> {
  const out: Partial<AdminRecord> = {};
  if (input.firstName !== undefined) out.firstName = input.firstName.trim();
  if (input.lastName !== undefined) out.lastName = input.lastName.trim();
  if (input.username !== undefined) out.username = input.username.trim();
  if (input.email !== undefined) out.email = clean(input.email);
  if (input.typeOfDocument !== undefined) out.typeOfDocument = input.typeOfDocument.trim();
  if (input.numberOfDocument !== undefined) out.numberOfDocument = clean(input.numberOfDocument);
  if (input.position !== undefined) out.position = clean(input.position);
  if (input.phone !== undefined) out.phone = clean(input.phone);
  if (input.role !== undefined) out.role = clean(input.role) ?? '';
  if (input.mainBranch !== undefined) out.mainBranch = clean(input.mainBranch);
  if (input.allowedBranches !== undefined) out.allowedBranches = [...new Set((input.allowedBranches ?? []).map((b) => b.trim()).filter(Boolean))];
  return out;
}

const recordOf = (u: UserRow): AdminRecord => ({
  firstName: u.firstName, lastName: u.lastName, username: u.username, email: u.email, typeOfDocument: u.typeOfDocument,
  numberOfDocument: u.numberOfDocument, position: u.position, phone: u.phone, role: u.role, mainBranch: u.mainBranch,
  allowedBranches: u.allowedBranches ?? [],
});

/** Owner is a valid choice on the form (for owner level: assertMayHandleRole); provider staff and `user` are not. */
const roleExists = async (tx: Db, companyId: string, role: string) => role === 'owner' || (await isAssignableRole(tx, companyId, role));

/**
 * Create, update and "delete" administrators, each in one transaction with its audit row. The order of answers is
 * the form's: 400 for what is wrong in the fields (all of them at once), 403 for a role or password the caller may
 * not handle, 409 for taken values. Every write forgets the user's cached auth row so it applies to their next request.
 */
export class AdminWrites {
  constructor(private readonly db: Db, private readonly enforcer: PolicyEnforcer) {}

  /** 400 answer for the fields of `next` being written (`touched`), including the database checks of role and units. */
  private async assertValid(tx: Db, auth: AuthContext, scope: Scope, next: AdminRecord, touched: ReadonlySet<AdminField>, extra: PendingFieldError[]) {
    const errors = [...fieldCheckErrors(next, touched), ...extra];
    if (touched.has('role') && next.role && !(await roleExists(tx, auth.company.id, next.role))) errors.push(fieldError('role', 'J007'));
    errors.push(...(await branchErrors(
      tx, auth.company.id, scope,
      touched.has('mainBranch') ? next.mainBranch : null,
      touched.has('allowedBranches') ? next.allowedBranches : null,
    )));
    if (errors.length) throw fieldCodesError(400, errors);
  }

  async create(auth: AuthContext, input: AdminInput): Promise<{ row: UserRow; inviteToken: string | null }> {
    const next: AdminRecord = {
      firstName: '', lastName: '', username: '', email: null, typeOfDocument: 'DNI', numberOfDocument: null, position: null, phone: null,
      role: '', mainBranch: null, allowedBranches: [], ...normalized(input),
    };
    // every check before the (deliberately slow) password hash, so a refused form costs no scrypt; the unique
    // indexes still catch a value taken by a concurrent request between the checks and the insert (mapUniqueRace)
    const scope = await unitScopeOf(this.db, auth);
    const pwErrors = input.password !== undefined ? passwordErrors(input.password, input.repeatPassword) : [];
    await this.assertValid(this.db, auth, scope, next, new Set(FIELDS), pwErrors);
    assertMayHandleRole(this.enforcer, auth, scope, next.role);
    const conflicts = await conflictErrors(this.db, auth.company.id, next);
    if (conflicts.length) throw fieldCodesError(409, conflicts);
    const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values({ companyId: auth.company.id, ...next, passwordHash, active: true }).returning();
        await writeAudit(tx, auth, { entity: ENTITY, entityId: row.id, action: 'create', changes: recordOf(row) as unknown as Record<string, unknown> });
        // no password chosen: the new administrator picks one through a mailed single-use link
        const inviteToken = passwordHash ? null : await createInviteToken(tx, row.id);
        return { row, inviteToken };
      });
    } catch (err) {
      throw mapUniqueRace(err);
    }
  }

  /** The administrator, locked for the write; 404 outside the company, outside the caller's units, or not an administrator. */
  private static async lockedAdmin(tx: Db, auth: AuthContext, scope: Scope, id: string): Promise<UserRow> {
    const [row] = await tx.select().from(users).where(and(eq(users.id, id), eq(users.companyId, auth.company.id))).limit(1).for('update');
    if (!row || row.role === 'user' || !row.active || !isWithinScope(row, scope)) throw notFound();
    return row;
  }

  /** The company must keep an owner: an owner's role changes only while another active owner remains. */
  private static async assertAnotherOwner(tx: Db, companyId: string, userId: string): Promise<void> {
    const [{ owners }] = await tx
      .select({ owners: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'owner'), eq(users.active, true), ne(users.id, userId)));
    if (Number(owners) === 0) throw new ApiError(409, 'OWNER_NOT_REMOVABLE', { errors: [fieldError('role', 'OWNER_NOT_REMOVABLE')] });
  }

  async update(auth: AuthContext, id: string, input: AdminInput): Promise<UserRow> {
    const patch = normalized(input);
    const touchedAll = new Set(Object.keys(patch) as AdminField[]);
    const pwErrors = input.password !== undefined ? passwordErrors(input.password, input.repeatPassword) : [];
    const passwordHash = input.password !== undefined && !pwErrors.length ? await hashPassword(input.password) : null;
    let after: UserRow;
    try {
      after = await this.db.transaction(async (tx) => {
        const scope = await unitScopeOf(tx, auth);
        const before = await AdminWrites.lockedAdmin(tx, auth, scope, id);
        // the caller must be able to handle the role the administrator has now, and the one they get
        assertMayHandleRole(this.enforcer, auth, scope, before.role);
        if (input.password !== undefined && !mayChangePassword(auth, before)) {
          throw new ApiError(403, 'PASSWORD_CHANGE_NOT_ALLOWED', { errors: [fieldError('password', 'PASSWORD_CHANGE_NOT_ALLOWED')] });
        }
        const prev = recordOf(before);
        const next: AdminRecord = { ...prev, ...patch };
        // only what changes is checked: an old record with a document of another format can still be renamed
        const touched = new Set([...touchedAll].filter((f) => JSON.stringify(prev[f]) !== JSON.stringify(next[f])));
        if (touched.has('typeOfDocument') || touched.has('numberOfDocument')) touched.add('numberOfDocument');
        if (touched.has('role')) touched.add('allowedBranches');
        await this.assertValid(tx, auth, scope, next, touched, pwErrors);
        if (touched.has('role')) {
          assertMayHandleRole(this.enforcer, auth, scope, next.role);
          if (before.role === 'owner') await AdminWrites.assertAnotherOwner(tx, auth.company.id, before.id);
        }
        const conflicts = await conflictErrors(tx, auth.company.id, {
          username: touched.has('username') ? next.username : undefined,
          email: touched.has('email') ? next.email : undefined,
          numberOfDocument: touched.has('numberOfDocument') ? next.numberOfDocument : undefined,
        }, before.id);
        if (conflicts.length) throw fieldCodesError(409, conflicts);

        const changes: Partial<AdminRecord> = Object.fromEntries([...touched].map((f) => [f, next[f]]));
        // a new role or password ends the user's sessions: the browser must load the new permissions, or log in again
        const endSessions = touched.has('role') || !!passwordHash;
        const [row] = await tx
          .update(users)
          .set({
            ...changes,
            ...(passwordHash ? { passwordHash } : {}),
            ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, before.id))
          .returning();
        const diff = { ...diffChanges(prev as unknown as Record<string, unknown>, recordOf(row) as unknown as Record<string, unknown>), ...(passwordHash ? PASSWORD_CHANGED : {}) };
        if (Object.keys(diff).length) await writeAudit(tx, auth, { entity: ENTITY, entityId: before.id, action: 'update', changes: diff });
        return row;
      });
    } catch (err) {
      throw mapUniqueRace(err);
    }
    forgetAuthRow({ userId: after.id });
    return after;
  }

  /**
   * DELETE /users/admin/:id takes the dashboard away and keeps the person: they become a collaborator (role `user`,
   * no allowed units), every session ends at once, and their employee record, history and documents stay. Removing
   * the person altogether is the collaborators' DELETE /users/force/:id.
   */
  async demote(auth: AuthContext, id: string): Promise<UserRow> {
    const after = await this.db.transaction(async (tx) => {
      const scope = await unitScopeOf(tx, auth);
      const before = await AdminWrites.lockedAdmin(tx, auth, scope, id);
      if (isOwnerLevel(before.role)) throw new ApiError(409, 'OWNER_NOT_REMOVABLE');
      if (before.id === auth.user.id) throw new ApiError(409, 'CANNOT_DELETE_SELF');
      assertMayHandleRole(this.enforcer, auth, scope, before.role);
      const [row] = await tx
        .update(users)
        .set({ role: 'user', allowedBranches: [], tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, before.id))
        .returning();
      await writeAudit(tx, auth, {
        entity: ENTITY, entityId: before.id, action: 'update',
        changes: diffChanges({ role: before.role, allowedBranches: before.allowedBranches }, { role: row.role, allowedBranches: row.allowedBranches }),
      });
      return row;
    });
    forgetAuthRow({ userId: after.id });
    return after;
  }
}
