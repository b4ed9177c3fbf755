import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../helpers/multipartBody';
import { loginAsOwner, startServer, stopServer, type ServerProcess } from '../../support/serverProcess';

/**
 * Two identical server processes on one PostgreSQL database and one shared DATA_DIR (what N processes behind a load
 * balancer share: docs/deploy.md): whatever one acknowledges, the other serves. Only on `npm test`'s PostgreSQL pass.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const dbName = `t_cluster_${randomBytes(5).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-cluster-'));
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  const api = (server: ServerProcess, method: string, url: string, body?: unknown, bearer = token) => fetch(`${server.url}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(status);
    return (JSON.parse(text) as { data: T }).data;
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), LOGIN_FREE_FAILURES: '5' };
    a = await startServer(dataDir, env); // seeds the demo company on the empty database
    b = await startServer(dataDir, { ...env, DEMO: '0' });
    token = await loginAsOwner(a.url);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopServer));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const specialDays = async (server: ServerProcess, name: string) => {
    const filters = encodeURIComponent(JSON.stringify({ name: { contains: name } }));
    return (await json<{ specialDays: { id: string }[] }>(await api(server, 'GET', `/companies/specialDays?limit=500&filters=${filters}`))).specialDays.map((d) => d.id);
  };

  it('lists through one what was written through the other, at once (cached pages included)', async () => {
    expect(await specialDays(b, 'Cluster')).toEqual([]); // B now holds this page in its cache
    const created = await json<{ id: string }>(await api(a, 'POST', '/companies/specialDays', { name: 'Cluster day', dateFrom: '2026-05-01', dateTo: '2026-05-01' }), 201);
    expect(await specialDays(b, 'Cluster')).toEqual([created.id]);
  });

  it('downloads through one a file uploaded through the other', async () => {
    const units = await json<{ branchoffices: { id: string }[] }>(await api(b, 'POST', '/branchoffices/getFiltered', { filters: { parentOrganization: null } }));
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const { payload, headers } = multipartBody({ name: 'Cluster unit', parentOrganization: units.branchoffices[0].id }, { image: { bytes: png, filename: 'logo.png', contentType: 'image/png' } });
    const unit = await json<{ image: string }>(await fetch(`${a.url}/api/branchoffices`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: payload }), 201);
    const file = await fetch(`${b.url}${unit.image}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
  });

  it('runs a job once, whichever process takes it, and serves its result through the other', async () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    const started = await Promise.all([a, b, a, b].map(async (s) => (await json<{ jobId: string }>(await api(s, 'POST', '/reports/workdays/general/export', range), 202)).jobId));
    for (const [i, jobId] of started.entries()) {
      const other = i % 2 === 0 ? b : a;
      let job = { status: 'pending' };
      for (let n = 0; n < 300 && job.status !== 'completed' && job.status !== 'failed'; n++) {
        await new Promise((r) => setTimeout(r, 100));
        job = await json<{ status: string }>(await api(other, 'GET', `/jobs/${jobId}`));
      }
      expect(job.status).toBe('completed');
      expect((await api(i % 2 === 0 ? a : b, 'GET', `/reports/exports/${jobId}/download`)).status).toBe(200);
    }
    const client = new pg.Client({ connectionString: new URL(`/${dbName}`, adminUrl).toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from jobs where id = any($1) and status = $2 and started_at is not null', [started, 'completed']);
      expect(rows[0].n).toBe(started.length);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('counts failed sign-ins of one account across both processes', async () => {
    const login = (s: ServerProcess, password: string) => fetch(`${s.url}/api/auth/v1/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'viewer', password }),
    });
    for (const s of [a, b, a, b, a]) expect((await login(s, 'wrong-password')).status).toBe(401);
    // the sixth attempt waits, on either process, even with the right password
    const sixth = await login(b, 'Demo2026!');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  const signIn = async (server: ServerProcess, username: string) => {
    const res = await fetch(`${server.url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo2026!' }) });
    return (await json<{ accessToken: string }>(res)).accessToken;
  };

  it('ends a session everywhere: a logout through one is refused by the other at once', async () => {
    const manager = await signIn(a, 'manager');
    expect((await api(b, 'GET', '/users/self', undefined, manager)).status).toBe(200); // B now caches the manager's row
    expect((await api(a, 'POST', '/auth/v1/logout', undefined, manager)).status).toBe(200);
    // announced at commit (src/server/db/changeListener.ts); without it B's cached row would live 5 s
    const deadline = Date.now() + 1_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await api(b, 'GET', '/users/self', undefined, manager)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  }, 30_000);

  it('applies a role change made through one to the next request through the other', async () => {
    const role = await json<{ id: string; key: string }>(await api(a, 'POST', '/roles', {
      name: 'Cluster readers', permissions: [{ module: 'users', action: 'GET' }, { module: 'shifts', action: 'GET' }],
    }), 201);
    const adminId = (await json<{ id: string }>(await api(a, 'GET', '/users/self', undefined, await signIn(a, 'admin')))).id;
    expect((await api(a, 'POST', `/roles/${role.id}/users`, { userId: adminId })).status).toBeLessThan(300);
    const reader = await signIn(b, 'admin');
    expect((await api(b, 'POST', '/users/getFiltered', {}, reader)).status).toBe(200);
    await json(await api(a, 'PATCH', `/roles/${role.id}`, { permissions: [{ module: 'shifts', action: 'GET' }] }));
    expect((await api(b, 'POST', '/users/getFiltered', {}, reader)).status).toBe(403);
    await json(await api(a, 'PATCH', `/roles/${role.id}`, { permissions: [{ module: 'shifts', action: 'GET' }, { module: 'users', action: 'GET' }] }));
    expect((await api(b, 'POST', '/users/getFiltered', {}, reader)).status).toBe(200);
  }, 30_000);

  it('loses no acknowledged write when one process is killed mid-stream', async () => {
    const acknowledged: string[] = [];
    let killed = false;
    let sent = 0;
    const writer = async () => {
      for (;;) {
        const n = sent++;
        let res: Response;
        try {
          res = await api(a, 'POST', '/companies/specialDays', { name: `Killed ${n}`, dateFrom: '2026-06-01', dateTo: '2026-06-01' });
        } catch {
          return;
        }
        const body = (await res.json().catch(() => null)) as { data?: { id?: string } } | null;
        if (!res.ok || !body?.data?.id) return;
        acknowledged.push(body.data.id);
        if (!killed && acknowledged.length >= 40) {
          killed = true;
          a.proc.kill('SIGKILL');
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    expect(await a.exited).toBe('SIGKILL');
    const stored = new Set(await specialDays(b, 'Killed'));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);
});
