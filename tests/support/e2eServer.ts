import fs from 'node:fs';
import { demoDataDir } from './demoDataDir';
import { startServer, stopServer, type ServerProcess } from './serverProcess';

/**
 * The server an e2e file talks to: a fresh product (own DATA_DIR, demo company) started for the file, or the one
 * named by E2E_BASE_URL while developing the tests. `env` adds variables to the started server's (e.g. RESOURCE_DIRS).
 */
export async function e2eServer(env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, stop: async () => undefined };
  const dataDir = demoDataDir();
  const server: ServerProcess = await startServer(dataDir, env);
  return {
    url: server.url,
    async stop() {
      await stopServer(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
