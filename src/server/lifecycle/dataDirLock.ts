import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleLogger } from './logger';
import { isProcessAlive } from './processAlive';

/**
 * PGlite has no process lock and two processes on one data directory corrupt it (pglite #1106), so the server
 * and the CLIs that open DATA_DIR/pgdata take this lock file first. It holds the owner's PID; a lock whose PID
 * is no longer running is stale (the owner crashed or was killed) and is recovered.
 */
export const LOCK_FILE_NAME = 'server.lock';

/** A freshly created lock may be empty for an instant between `open` and `write`: treat it as held that long. */
const EMPTY_LOCK_GRACE_MS = 2_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another server process (pid ${ownerPid}) is using DATA_DIR ${dataDir}. ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** remove the lock file (only if it is still ours); safe to call twice */
  release(): void;
}

/** Data directories locked by this very process, so a second acquire here fails like one from another process. */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string, opts: { log?: ConsoleLogger } = {}): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, process.pid);
  fs.mkdirSync(dir, { recursive: true });

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreateLockFile(file)) {
      heldHere.add(dir);
      return { file, release: () => releaseLock(dir, file) };
    }
    const owner = readOwnerPid(file);
    if (owner === 'gone') continue; // removed meanwhile: try again
    if (owner === 'starting') {
      sleepSync(100);
      continue;
    }
    // Our own PID in a lock we do not hold comes from an earlier run (containers reuse PID 1 after a restart).
    if (owner !== process.pid && isProcessAlive(owner)) throw new DataDirLockedError(dir, owner);
    recoverStaleLock(dir, file, owner, opts.log);
  }
  throw new Error(`Could not acquire the lock ${file}: it keeps changing. Is another server starting on DATA_DIR ${dir}?`);
}

function tryCreateLockFile(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    fs.writeSync(fd, `${process.pid}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** The PID in the lock file; `starting` for a brand-new empty file, `gone` when it vanished. */
function readOwnerPid(file: string): number | 'starting' | 'gone' {
  let text: string;
  let ageMs: number;
  try {
    text = fs.readFileSync(file, 'utf8');
    ageMs = Date.now() - fs.statSync(file).mtimeMs;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (Number.isInteger(pid) && pid > 0) return pid;
  return ageMs < EMPTY_LOCK_GRACE_MS ? 'starting' : Number.NaN; // garbage and old: stale
}

/**
 * Move the stale lock aside first (rename is atomic, so of two recovering processes only one gets it), then make
 * sure what we moved is really the stale lock and not one another process just created.
 */
function recoverStaleLock(dir: string, file: string, stalePid: number, log?: ConsoleLogger): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readOwnerPid(aside);
  if (moved !== stalePid && !(Number.isNaN(moved) && Number.isNaN(stalePid))) {
    // We took a lock someone created meanwhile: put it back (link fails if yet another one appeared).
    try {
      fs.linkSync(aside, file);
    } catch {
      /* a newer lock exists; the next attempt reads it */
    }
    fs.rmSync(aside, { force: true });
    return;
  }
  fs.rmSync(aside, { force: true });
  const postmasterPid = path.join(dir, 'pgdata', 'postmaster.pid');
  const hadPostmasterPid = fs.existsSync(postmasterPid);
  fs.rmSync(postmasterPid, { force: true });
  const who = Number.isNaN(stalePid) ? 'an unreadable owner' : `pid ${stalePid}, no longer running`;
  log?.warn(
    `Recovered a stale lock on DATA_DIR ${dir} (left by ${who}; the previous server did not shut down cleanly)` +
      (hadPostmasterPid ? '; removed the stale pgdata/postmaster.pid.' : '.'),
  );
}

function releaseLock(dir: string, file: string): void {
  if (!heldHere.delete(dir)) return;
  try {
    if (readOwnerPid(file) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    /* nothing left to release */
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
