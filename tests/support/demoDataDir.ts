import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A fresh DATA_DIR for one e2e file: a copy of the demo seeded once for the run (e2eGlobalSetup.ts), or an empty one
 * (the server then seeds the demo itself) when there is no template.
 */
export function demoDataDir(prefix = 'hr-e2e-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('e2eDemoTemplate');
  if (template && fs.existsSync(path.join(template, 'pgdata'))) fs.cpSync(template, dir, { recursive: true });
  return dir;
}
