import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, DEMO_SECURE_USERNAME, DEMO_TOTP_SECRET } from '../seed';
import type { DemoState } from './demoOnFirstStart';

/** The address people can open: a wildcard listen address is shown as localhost. */
export function browserUrl(address: AddressInfo | string | null, host: string): string {
  if (address === null || typeof address === 'string') return `http://${host}`;
  const shown = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${address.port}`;
}

/** What the operator reads once the server listens: where, on which database, and how to log in. */
export function startupBanner(opts: { url: string; database: string; demo: DemoState }): string {
  const lines = [`HR dashboard listening on ${opts.url} (database: ${opts.database})`];
  if (opts.demo.demo) {
    lines.push(
      `Demo company "${opts.demo.demo.name}"${opts.demo.seeded ? ' seeded' : ''}. Log in at ${opts.url}/auth/login`,
      `  usernames: owner, admin, manager, viewer (collaborator is refused: NOT_ADMIN)   password: ${DEMO_PASSWORD}`,
      `  ${DEMO_SECURE_USERNAME} (administrator with multi-factor sign-in): same password, then a code of an authenticator app holding the secret ${DEMO_TOTP_SECRET}`,
    );
  } else {
    lines.push(`Log in at ${opts.url}/auth/login (create a company with: npm run company:create -- --help)`);
  }
  return lines.join('\n');
}
