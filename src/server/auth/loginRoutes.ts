import { forgetAuthRow } from './authRowCache';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../db/schema';
import { ApiError } from '../http/apiError';
import { canUseDashboard, isKnownRole, isOwnerLevel } from '../../shared/roles';
import { requireAuth } from './authContext';
import { dummyPasswordHash } from './dummyHash';
import { loginAnswer } from './loginAnswer';
import { readMaintenance } from './maintenance';
import { secondFactorStep } from './mfa/loginStep';
import { verifyPassword } from './password';
import type { TokenService } from './tokens';

const loginBody = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  anyOf: [{ required: ['username'] }, { required: ['email'] }],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 160, description: 'username or email' },
    email: { type: 'string', format: 'email', maxLength: 160 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

interface LoginBody {
  username?: string;
  email?: string;
  password: string;
}

/** POST /auth/v1/login and POST /auth/v1/logout. */
export async function loginRoutes(api: FastifyInstance, opts: { tokens: TokenService }): Promise<void> {
  const { tokens } = opts;

  api.post<{ Body: LoginBody }>('/auth/v1/login', {
    config: { public: true },
    schema: { tags: ['auth'], summary: 'Log in with username or email and password', body: loginBody, security: [] },
  }, async (request, reply) => {
    const identifier = (request.body.username ?? request.body.email ?? '').trim().toLowerCase();
    const [user] = await api.db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, identifier), eq(sql`lower(${users.email})`, identifier)))
      .orderBy(sql`case when lower(${users.username}) = ${identifier} then 0 else 1 end`)
      .limit(1);
    // brute force: per account however named, per address across accounts; only failures count (loginRateLimit.ts)
    const subject = api.loginThrottle.subjectOf(user?.id, identifier);
    await api.loginThrottle.check(request, reply, subject);
    // verify against a dummy hash for unknown users: same answer, same time
    const ok = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok || !user.passwordHash || !user.active) {
      await api.loginThrottle.fail(request, subject);
      throw new ApiError(401, 'loginError');
    }
    const role = user.role;
    if (!isKnownRole(role) || !canUseDashboard(role)) throw new ApiError(403, 'NOT_ADMIN');
    if (role !== 'provider' && (await companyStatusOf(api.db, user.companyId)) === 'suspended') throw new ApiError(403, 'COMPANY_SUSPENDED');
    if (!isOwnerLevel(role) && (await readMaintenance(api.db)).maintenance) throw new ApiError(503, 'MAINTENANCE');
    // a second factor when the account has one or its role must (src/server/auth/mfa): no token until it is given
    const step = await secondFactorStep(api.db, user);
    if (step) return { data: step };
    // failures are forgotten only once the sign-in is complete: a known password must not wipe the count of wrong codes
    await api.loginThrottle.succeed(subject);
    return { data: loginAnswer(tokens, user) };
  });

  api.post('/auth/v1/logout', {
    config: { authOnly: true },
    schema: { tags: ['auth'], summary: 'Log out everywhere: every token issued before stops working' },
  }, async (request) => {
    const { user } = requireAuth(request.auth);
    await api.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }).where(eq(users.id, user.id));
    forgetAuthRow({ userId: user.id });
    return { data: { loggedOut: true } };
  });
}

/** active | suspended (a suspended company's people cannot sign in, issue 24) */
async function companyStatusOf(db: FastifyInstance['db'], companyId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.status;
}
