import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../auth/authContext';
import { forgetAuthRow } from '../../auth/authRowCache';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { TokenService } from '../../auth/tokens';
import { writeAudit } from '../../audit/auditLog';
import { users } from '../../db/schema';
import { ApiError, fieldError } from '../../http/apiError';
import { localeOf } from '../../http/errorHandler';
import { translate } from '../../i18n';
import { fieldCodesError } from '../admins/adminAccess';
import { passwordErrors } from '../admins/adminChecks';
import type { ChangePasswordInput } from './profileSchemas';

/**
 * Change one's own password: the rules of spec §5 (PASSWORD_WEAK, PASSWORD_MISMATCH), then the current password
 * (WRONG_PASSWORD). The token version is bumped, so every other session (another browser, a stolen token) ends at once;
 * this one goes on with the new access token in the answer, without logging in again.
 */
export async function changeOwnPassword(
  api: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  tokens: TokenService,
  input: ChangePasswordInput,
): Promise<{ accessToken: string }> {
  const ruleErrors = passwordErrors(input.password, input.repeatPassword);
  if (ruleErrors.length) throw fieldCodesError(400, ruleErrors);
  const [current] = await api.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id)).limit(1);
  if (!(await verifyPassword(input.currentPassword, current?.passwordHash))) {
    throw new ApiError(400, 'WRONG_PASSWORD', { errors: [fieldError('currentPassword', 'WRONG_PASSWORD')] });
  }
  const passwordHash = await hashPassword(input.password);
  const row = await api.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, auth.user.id))
      .returning({ id: users.id, companyId: users.companyId, role: users.role, tokenVersion: users.tokenVersion, email: users.email, firstName: users.firstName });
    await writeAudit(tx, auth, { entity: 'users', entityId: updated.id, action: 'update', changes: { password: { from: '********', to: '********' } } });
    return updated;
  });
  forgetAuthRow({ userId: row.id });
  // tell the owner of the account, as the reset link does: a change they did not make is their cue to react
  if (row.email) {
    const locale = localeOf(request);
    await api.mail
      .send({ to: row.email, subject: translate(locale, 'server.passwordChanged.subject'), text: translate(locale, 'server.passwordChanged.text', { name: row.firstName }) })
      .catch((err: unknown) => request.log.error({ err }, 'password change mail could not be sent'));
  }
  return { accessToken: tokens.sign({ sub: row.id, cid: row.companyId, role: row.role, tv: row.tokenVersion }) };
}
