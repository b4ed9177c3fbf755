/**
 * Where a webhook may point. `public` (production's default): only addresses on the internet, so a subscription cannot
 * make the server call its own network (SSRF) — checked on the URL when it is saved and on the resolved addresses
 * before each send (a name may later resolve elsewhere). `any` (development and tests, or WEBHOOK_TARGETS=any): also
 * loopback and private networks, e.g. a receiver on the same machine. docs/api/webhooks.md
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export type WebhookTargets = 'any' | 'public';

/** The server's setting (WEBHOOK_TARGETS), or its default: `public` in production, `any` elsewhere. */
export const webhookTargetsOf = (config: { webhookTargets?: WebhookTargets }): WebhookTargets =>
  config.webhookTargets ?? (process.env.NODE_ENV === 'production' ? 'public' : 'any');

/** 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16 (cloud metadata), 100.64/10, 0/8, and IPv6 loopback, ULA, link-local. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const v6 = address.toLowerCase();
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe8') || v6.startsWith('fe9') || v6.startsWith('fea') || v6.startsWith('feb');
}

/** The code of what is wrong with a URL for a webhook, or null: http(s), no credentials in it, a public host when asked. */
export function webhookUrlProblem(raw: string, targets: WebhookTargets): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'WEBHOOK_URL_INVALID';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'WEBHOOK_URL_INVALID';
  if (url.username || url.password) return 'WEBHOOK_URL_INVALID';
  if (targets === 'any') return null;
  if (url.protocol !== 'https:') return 'WEBHOOK_URL_NOT_PUBLIC';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return 'WEBHOOK_URL_NOT_PUBLIC';
  if (isIP(host) && isPrivateAddress(host)) return 'WEBHOOK_URL_NOT_PUBLIC';
  return null;
}

/** Before a send in `public` mode: every address the host resolves to must be public (kept a minute per host). */
const resolved = new Map<string, { ok: boolean; until: number }>();
export async function sendTargetAllowed(raw: string, targets: WebhookTargets, now = Date.now()): Promise<boolean> {
  if (targets === 'any') return true;
  if (webhookUrlProblem(raw, targets)) return false;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return true;
  const known = resolved.get(host);
  if (known && known.until > now) return known.ok;
  let ok = false;
  try {
    const addresses = await lookup(host, { all: true });
    ok = addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address));
  } catch {
    ok = false;
  }
  if (resolved.size > 10_000) resolved.clear();
  resolved.set(host, { ok, until: now + 60_000 });
  return ok;
}
