import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, acquireDataDirLock } from '../../../../src/server/lifecycle/dataDirLock';
import type { ConsoleLogger } from '../../../../src/server/lifecycle/logger';

function recorder(): ConsoleLogger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, log: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

/** A PID that surely belongs to no running process: a child that has already exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

describe('DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes our PID into DATA_DIR/server.lock and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(lock.file).toBe(path.join(dataDir, LOCK_FILE_NAME));
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a second acquire while the owner is alive, naming its PID', () => {
    const first = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    first.release();

    // a live process of someone else (our parent) holds it
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`Another server process (pid ${process.ppid}) is using DATA_DIR ${dataDir}`);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('recovers a stale lock and a stale pgdata/postmaster.pid, and says so', () => {
    const pid = deadPid();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${pid}\n`);
    fs.mkdirSync(path.join(dataDir, 'pgdata'));
    fs.writeFileSync(path.join(dataDir, 'pgdata', 'postmaster.pid'), '-42\n/pglite/data\n');
    const log = recorder();
    const lock = acquireDataDirLock(dataDir, { log });
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
    expect(log.lines.join('\n')).toMatch(new RegExp(`stale lock.*pid ${pid}.*postmaster\\.pid`, 's'));
    lock.release();
  });

  it('treats a lock holding our own PID but not taken by us as stale (a container restarted as PID 1)', () => {
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${process.pid}\n`);
    const lock = acquireDataDirLock(dataDir, { log: recorder() });
    expect(fs.existsSync(lock.file)).toBe(true);
    lock.release();
  });

  it('does not remove a lock that another process took after ours was removed', () => {
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lock.file, `${process.ppid}\n`);
    lock.release();
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'a', 'b');
    const lock = acquireDataDirLock(nested);
    expect(fs.existsSync(path.join(nested, LOCK_FILE_NAME))).toBe(true);
    lock.release();
  });
});
