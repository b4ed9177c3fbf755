/**
 * `npm start`: build the client when dist/client is missing or older than its sources, then start the server in
 * this same process (so signals reach it directly).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { clientBuildReason } from '../src/server/lifecycle/clientBuild';

const root = path.resolve(import.meta.dirname, '..');
const reason = clientBuildReason(root);
if (reason) {
  console.log(`Building the client (${reason})…`);
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`The client build failed (exit ${build.status ?? build.signal}); the server was not started.`);
    process.exit(1);
  }
}
// `npm start` is how the server runs in production (README): production defaults apply (no dev-server CORS origin)
// unless NODE_ENV says otherwise
process.env.NODE_ENV ??= 'production';
await import('../src/server/main');
