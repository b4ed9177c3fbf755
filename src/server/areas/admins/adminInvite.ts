import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { localeOf } from '../../http/errorHandler';
import { hashResetToken, newResetToken } from '../../auth/resetTokens';
import { interpolate, type Locale } from '../../../shared/i18n/locales';
import en from '../../../shared/i18n/en-US/admins.json';
import es from '../../../shared/i18n/es-ES/admins.json';
import pt from '../../../shared/i18n/pt-BR/admins.json';

/** An invitation link stays valid a week (a reset link only 30 minutes): people do not read mail at once. */
export const INVITE_TTL_DAYS = 7;

const TEXTS: Record<Locale, typeof es.invite> = { 'es-ES': es.invite, 'en-US': en.invite, 'pt-BR': pt.invite };

/**
 * An administrator created without a password gets a single-use link to choose one: the same token table and page as
 * "forgot password" (/auth/change-password/:userId/:token), so the password never travels through the creator.
 * Call inside the creating transaction; the returned token goes into the mail after it commits.
 */
export async function createInviteToken(tx: Db, userId: string): Promise<string> {
  const { token } = newResetToken();
  await tx.insert(passwordResets).values({ userId, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000) });
  return token;
}

/** Mail the invitation; a failing mail server is logged, the administrator exists anyway (they can use "forgot password"). */
export async function sendInvite(
  api: FastifyInstance,
  request: FastifyRequest,
  invite: { userId: string; token: string; email: string; firstName: string; username: string; companyName: string; invitedBy: string },
): Promise<void> {
  const texts = TEXTS[localeOf(request)];
  const link = `${api.config.publicUrl.replace(/\/$/, '')}/auth/change-password/${invite.userId}/${invite.token}`;
  const values = { name: invite.firstName, company: invite.companyName, by: invite.invitedBy, username: invite.username, link, days: INVITE_TTL_DAYS };
  try {
    await api.mail.send({ to: invite.email, subject: interpolate(texts.subject, values), text: interpolate(texts.text, values) });
  } catch (err) {
    request.log.error({ err }, 'invitation mail could not be sent');
  }
}
