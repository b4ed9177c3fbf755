import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';

/**
 * The HS256 key: TOKEN_SECRET when set, else a random secret generated once into DATA_DIR/token-secret (mode 0600),
 * so tokens survive restarts without an operator having to invent a secret.
 */
export function resolveTokenSecret(config: Pick<ServerConfig, 'tokenSecret' | 'dataDir'>): string {
  if (config.tokenSecret) return config.tokenSecret;
  const file = path.join(config.dataDir, 'token-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx' fails if another process created it meanwhile; then we read theirs
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return readFileSync(file, 'utf8').trim();
  }
}
