import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, stopServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a DATA_DIR holding the seeded demo company, copied by each e2e file (demoDataDir) instead of seeding again */
    e2eDemoTemplate: string;
  }
}

/**
 * Seeds the demo company once for the whole e2e run: the product starts on an empty DATA_DIR (as a newcomer's first
 * start does), seeds, and stops. Every e2e file then starts its own server on a copy: the same fresh demo, without
 * the ~10 s of seeding per file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-template-'));
  if (!process.env.E2E_BASE_URL) {
    const server = await startServer(dir);
    await stopServer(server);
  }
  project.provide('e2eDemoTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
