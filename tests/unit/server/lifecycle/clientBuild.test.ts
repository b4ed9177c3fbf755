import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientBuildReason } from '../../../../src/server/lifecycle/clientBuild';

describe('client build freshness (npm start)', () => {
  let root: string;
  const write = (rel: string, mtimeSec: number) => {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, mtimeSec, mtimeSec);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-build-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds when dist/client/index.html is missing', () => {
    write('src/app/main.tsx', 1000);
    expect(clientBuildReason(root)).toMatch(/missing/);
  });

  it('builds when a client source is newer than the build, and not otherwise', () => {
    write('src/app/pages/Team.tsx', 1000);
    write('src/shared/roles.ts', 1000);
    write('index.html', 1000);
    write('dist/client/index.html', 2000);
    expect(clientBuildReason(root)).toBeNull();
    write('src/shared/roles.ts', 3000);
    expect(clientBuildReason(root)).toMatch(/src\/shared\/roles\.ts/);
  });
});
