import { defineConfig } from 'vitest/config';
import { menuTextsOnly } from './vite.config';

export default defineConfig({
  test: {
    projects: [
      // the shell's texts import `<namespace>.json?menu` (vite.config.ts)
      { plugins: [menuTextsOnly()], test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/policy/**/*.test.ts'], environment: 'node' } },
      // API files share their worker's modules (isolate: false): each file builds its own app on its own database
      // with random ids, so nothing of one file is seen by the next, and the server is imported once per worker
      // instead of once per file (the stage takes about half the time). Mocks belong in unit tests, not here.
      { test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } },
      { test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/support/e2eGlobalSetup.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
