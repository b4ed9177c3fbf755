import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPORT_TTL_MS, exportName, exportScratchPath, sweepExports } from '../../../../../src/server/areas/reports/exportJob';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-sweep-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('sweepExports', () => {
  it('removes export files older than 24 h in every company and keeps the recent ones', async () => {
    const companyA = '11111111-1111-4111-8111-111111111111';
    const companyB = '22222222-2222-4222-8222-222222222222';
    const job = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-000000000000`;
    const stored = (companyId: string, jobId: string) => path.join(dataDir, 'exports', companyId, exportName(jobId, 'xlsx'));
    const old = stored(companyA, job(1));
    const leftover = exportScratchPath(dataDir, companyB, job(2), 'xlsx');
    const fresh = stored(companyB, job(3));
    for (const f of [old, leftover, fresh]) {
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, 'x');
    }
    // every file's age is set from one clock, the sweep's own (the file system's clock may differ from the process's)
    const now = Date.now();
    const past = new Date(now - EXPORT_TTL_MS - 60_000);
    const recent = new Date(now - 60_000);
    fs.utimesSync(old, past, past);
    fs.utimesSync(leftover, past, past);
    fs.utimesSync(fresh, recent, recent);
    expect(await sweepExports({ dataDir }, now)).toBe(2);
    expect([old, leftover, fresh].map((f) => fs.existsSync(f))).toEqual([false, false, true]);
  });

  it('does nothing when no export was ever written', async () => {
    expect(await sweepExports({ dataDir: path.join(dataDir, 'nothing-here') })).toBe(0);
  });
});
