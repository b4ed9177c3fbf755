import fs from 'node:fs';
import path from 'node:path';

/** Everything bundled into the client: a change to any of these makes dist/client stale. */
export const CLIENT_SOURCES = ['src/app', 'src/shared', 'resources', 'index.html', 'vite.config.ts'];
export const CLIENT_ENTRY = 'dist/client/index.html';

/** Why the client must be (re)built, or null when dist/client is newer than every client source. */
export function clientBuildReason(root: string): string | null {
  let builtAt: number;
  try {
    builtAt = fs.statSync(path.join(root, CLIENT_ENTRY)).mtimeMs;
  } catch {
    return `${CLIENT_ENTRY} is missing`;
  }
  const newest = newestFile(CLIENT_SOURCES.map((p) => path.join(root, p)));
  if (newest && newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} changed after the last build`;
  return null;
}

function newestFile(paths: string[]): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  const visit = (p: string): void => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return; // a source folder that does not exist yet
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) {
      newest = { file: p, mtimeMs: stat.mtimeMs };
    }
  };
  paths.forEach(visit);
  return newest;
}
