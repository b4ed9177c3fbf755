import { forgetAuthRow } from './authRowCache';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { passwordResets, users } from '../db/schema';
import { ApiError, fieldError } from '../http/apiError';
import { localeOf } from '../http/errorHandler';
import type { Locale } from '../../shared/i18n/locales';
import type { MailMessage } from '../mail';
import { translate } from '../i18n';
import { isStrongPassword } from '../../shared/password';
import { addressRateLimit, normalizeIdentifier } from './loginRateLimit';
import { hashPassword } from './password';
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MINUTES } from './resetTokens';

const emailBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', format: 'email', maxLength: 160 } },
} as const;

const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'token', 'password', 'repeatPassword'],
  properties: {
    userId: { type: 'string', format: 'uuid' },
    token: { type: 'string', minLength: 1, maxLength: 200 },
    password: { type: 'string', maxLength: 200 },
    repeatPassword: { type: 'string', maxLength: 200 },
  },
} as const;

/** The same answer whether or not the account exists (OWASP Forgot Password): nothing to enumerate. */
const SENT = { data: { sent: true } };

/**
 * Password reset and username reminder by mail, and the change of password through the mailed link.
 * Tokens are random, stored hashed, single-use and valid RESET_TOKEN_TTL_MINUTES; a change ends every session.
 */
export async function resetRoutes(api: FastifyInstance): Promise<void> {
  // a failing mail server is logged, not answered: an error only when the account exists would reveal it
  const sendQuietly = async (log: FastifyBaseLogger, message: MailMessage) => {
    try {
      await api.mail.send(message);
    } catch (err) {
      log.error({ err }, 'mail could not be sent');
    }
  };

  const findByEmail = async (email: string) => {
    const [user] = await api.db.select().from(users).where(and(eq(sql`lower(${users.email})`, email), eq(users.active, true))).limit(1);
    return user;
  };

  /**
   * The answer may not depend on the account: before it, only the throttle runs (keyed on the address's text, the
   * same statements for every address); the account is looked up and the mail written after the answer has gone.
   * Every mail asked for counts against the address and the sender, like a failed sign-in (mail bombing).
   */
  const mailAfterAnswer = async (request: FastifyRequest, reply: FastifyReply, work: (email: string, locale: Locale, log: FastifyBaseLogger) => Promise<void>) => {
    const email = normalizeIdentifier(request.body ? (request.body as { email: string }).email : '');
    const subject = `email:${email}`;
    await api.loginThrottle.check(request, reply, subject, 'mail');
    await api.loginThrottle.fail(request, subject, 'mail');
    const locale = localeOf(request);
    const log = request.log;
    afterAnswer.set(request, () => work(email, locale, log).catch((err: unknown) => log.error({ err }, 'mail after the answer failed')));
    return SENT;
  };

  const afterAnswer = new WeakMap<FastifyRequest, () => Promise<void>>();
  // runs once the answer is sent; the pending mails are kept so a closing server waits for them
  const pending = new Set<Promise<void>>();
  const runAfterAnswer = async (request: FastifyRequest) => {
    const work = afterAnswer.get(request);
    if (!work) return;
    afterAnswer.delete(request);
    const p = work().finally(() => pending.delete(p));
    pending.add(p);
  };
  api.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  api.post<{ Body: { email: string } }>('/auth/reset-password', {
    config: { public: true },
    onResponse: runAfterAnswer,
    schema: { tags: ['auth'], summary: 'Mail a single-use password reset link (same answer, same time, whether or not the account exists)', body: emailBody, security: [] },
  }, async (request, reply) => mailAfterAnswer(request, reply, async (email, locale, log) => {
    const user = await findByEmail(email);
    if (!user?.email) return;
    const { token, hash } = newResetToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000);
    await api.db.transaction(async (tx) => {
      // a new link replaces older ones
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({ userId: user.id, tokenHash: hash, expiresAt });
    });
    const link = `${api.config.publicUrl.replace(/\/$/, '')}/auth/change-password/${user.id}/${token}`;
    await sendQuietly(log, {
      to: user.email,
      subject: translate(locale, 'server.resetPassword.subject'),
      text: translate(locale, 'server.resetPassword.text', { name: user.firstName, link, minutes: RESET_TOKEN_TTL_MINUTES }),
    });
  }));

  api.post<{ Body: { email: string } }>('/auth/remember-username', {
    config: { public: true },
    onResponse: runAfterAnswer,
    schema: { tags: ['auth'], summary: 'Mail the username of the account (same answer, same time, whether or not it exists)', body: emailBody, security: [] },
  }, async (request, reply) => mailAfterAnswer(request, reply, async (email, locale, log) => {
    const user = await findByEmail(email);
    if (!user?.email) return;
    await sendQuietly(log, {
      to: user.email,
      subject: translate(locale, 'server.rememberUsername.subject'),
      text: translate(locale, 'server.rememberUsername.text', { name: user.firstName, username: user.username }),
    });
  }));

  api.post<{ Body: { userId: string; token: string; password: string; repeatPassword: string } }>('/auth/change-password', {
    config: { public: true, rateLimit: addressRateLimit(api.config, 'change-password') },
    schema: { tags: ['auth'], summary: 'Set a new password with the mailed link; every session of the user ends', body: changeBody, security: [] },
  }, async (request) => {
    const { userId, token, password, repeatPassword } = request.body;
    if (!isStrongPassword(password)) throw new ApiError(400, 'PASSWORD_WEAK', { errors: [fieldError('password', 'PASSWORD_WEAK')] });
    if (password !== repeatPassword) throw new ApiError(400, 'PASSWORD_MISMATCH', { errors: [fieldError('repeatPassword', 'PASSWORD_MISMATCH')] });
    const passwordHash = await hashPassword(password);
    const changed = await api.db.transaction(async (tx) => {
      // consume the token atomically: of two concurrent uses only one finds it unused
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), eq(passwordResets.tokenHash, hashResetToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ id: passwordResets.id });
      if (!reset) return null;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.active, true)))
        .returning({ email: users.email, firstName: users.firstName });
      return user ?? null;
    });
    if (!changed) throw new ApiError(400, 'RESET_LINK_EXPIRED');
    forgetAuthRow({ userId });
    if (changed.email) {
      const locale = localeOf(request);
      await sendQuietly(request.log, {
        to: changed.email,
        subject: translate(locale, 'server.passwordChanged.subject'),
        text: translate(locale, 'server.passwordChanged.text', { name: changed.firstName }),
      });
    }
    return { data: { changed: true } };
  });
}
