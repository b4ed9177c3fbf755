import { request } from '../providers/http';
import type { TotpSetup } from '../auth/mfa/mfaApi';

/** GET /auth/v1/mfa: the signed-in person's second factors (docs/api/auth.md). */
export interface MfaStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
}

export interface Reauth {
  currentPassword: string;
  code: string;
}

export const securityApi = {
  status: () => request<MfaStatus>('/auth/v1/mfa'),
  setup: () => request<TotpSetup>('/auth/v1/mfa/totp/setup', { method: 'POST' }),
  confirm: (code: string) => request<{ recoveryCodes: string[] }>('/auth/v1/mfa/totp/confirm', { method: 'POST', body: { code } }),
  disable: (body: Reauth) => request<{ enabled: boolean }>('/auth/v1/mfa/totp/disable', { method: 'POST', body }),
  newRecoveryCodes: (body: Reauth) => request<{ recoveryCodes: string[] }>('/auth/v1/mfa/recovery-codes', { method: 'POST', body }),
  /** options from the server, the browser's passkey ceremony, the answer back */
  async addPasskey(name: string) {
    const { startRegistration } = await import('@simplewebauthn/browser');
    type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
    const { challengeId, options } = await request<{ challengeId: string; options: Options }>('/auth/v1/mfa/passkeys/options', { method: 'POST' });
    const response = await startRegistration({ optionsJSON: options });
    return request<{ registered: boolean }>('/auth/v1/mfa/passkeys', { method: 'POST', body: { challengeId, name, response } });
  },
  removePasskey: (id: string) => request<{ removed: boolean }>(`/auth/v1/mfa/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
