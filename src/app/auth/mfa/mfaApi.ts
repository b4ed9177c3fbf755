import { request } from '../../providers/http';
import type { LoginAnswer } from '../../shell/session/loadSession';

/** POST /auth/v1/login when a second factor is asked (docs/api/auth.md): no token yet, a step to finish. */
export interface MfaStep {
  challengeId: string;
  methods: string[];
  /** the company requires a second factor and the person has none: enrol first */
  enrol: boolean;
}

export interface TotpSetup {
  otpauthUrl: string;
  qrCode: string;
  secret: string;
}

type FirstAnswer = LoginAnswer & { mfaRequired?: boolean; mfaEnrolmentRequired?: boolean; challengeId?: string; methods?: string[] };

/** The step the answer asks for, or null when it carries the session. */
export function stepOf(answer: FirstAnswer): MfaStep | null {
  if (!answer.challengeId || (!answer.mfaRequired && !answer.mfaEnrolmentRequired)) return null;
  return { challengeId: answer.challengeId, methods: answer.methods ?? [], enrol: !!answer.mfaEnrolmentRequired };
}

export const firstLoginStep = (body: { username?: string; email?: string; password: string }) => request<FirstAnswer>('/auth/v1/login', { method: 'POST', body });

export const finishWithSecondFactor = (body: { challengeId: string; code?: string; recoveryCode?: string; webauthn?: unknown }) =>
  request<LoginAnswer>('/auth/v1/login/mfa', { method: 'POST', body });

export const startLoginEnrolment = (challengeId: string) => request<TotpSetup>('/auth/v1/login/mfa/setup', { method: 'POST', body: { challengeId } });

export const confirmLoginEnrolment = (challengeId: string, code: string) =>
  request<LoginAnswer & { recoveryCodes: string[] }>('/auth/v1/login/mfa/confirm', { method: 'POST', body: { challengeId, code } });

/** The passkey way: options for navigator.credentials.get, signed by the browser, sent as the step's answer. */
export async function finishWithPasskey(challengeId: string): Promise<LoginAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = await request<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/auth/v1/login/mfa/passkey-options', { method: 'POST', body: { challengeId } });
  const webauthn = await startAuthentication({ optionsJSON });
  return finishWithSecondFactor({ challengeId, webauthn });
}
