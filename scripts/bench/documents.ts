import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companies } from '../../src/server/db/schema';
import { activeCollaborators } from '../../src/server/documents/pdf/payroll/companyCollaborators';
import { buildPayrollPdf } from '../../src/server/documents/pdf/payroll/buildPayrollPdf';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { freePort, spawnServer, stopServer, waitListening } from '../../tests/support/serverProcess';

/**
 * The documents scenario of `npm run bench` (issue 12 item 8), through the real server on PGlite:
 * - a company of BENCH_DOCUMENT_PAGES collaborators (default 2,000) and their payroll, one page each, generated;
 * - upload into an envelope and process it: the time from the process call to the job's completion [target < 60 s],
 *   while a probe asks `POST /api/users/getFiltered` (a page of 20) every 50 ms [target p99 < 100 ms], beside the
 *   same probe on the idle server;
 * - `POST /api/document-hub-service/envelopes/bulk-download` of every document, read as it streams, with the server
 *   process's resident memory sampled every 20 ms [target growth < 100 MB].
 */
export interface DocumentsFigures {
  people: number;
  pdfMb: number;
  uploadMs: number;
  processMs: number;
  documents: number;
  matched: number;
  idleP99: number;
  probeP50: number;
  probeP99: number;
  probeRequests: number;
  zipMs: number;
  zipMb: number;
  zipRssGrowthMb: number;
}

const SLUG = 'documents';
const MB = 1024 * 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const rssOf = (pid: number): number => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) * 1024 : 0;
};

/** Latencies of one request every `everyMs`, one at a time, until stopped. */
function probe(url: string, token: string, everyMs = 50) {
  const latencies: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const t = performance.now();
      const res = await fetch(`${url}/api/users/getFiltered`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ limit: 20 }) });
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return { async stop() { stopped = true; await loop; return latencies.sort((a, b) => a - b); } };
}

async function api<T>(url: string, token: string, method: string, pathname: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api${pathname}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = (await res.json()) as { data?: T };
  if (!res.ok || !json.data) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

export async function runDocumentsScenario(opts: { people: number; password: string }): Promise<DocumentsFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-documents-'));
  try {
    console.log(`[documents] seeding ${opts.people} collaborators and generating their payroll …`);
    const store = await openDataStore({ dataDir });
    // the seed makes a few of its people former collaborators: seed enough to have `people` active ones
    await seedCompany(store.database.db, { slug: SLUG, name: 'Bench Documents', size: { users: Math.ceil(opts.people / 0.9), branches: Math.max(10, Math.round(opts.people / 40)) }, password: opts.password });
    const [company] = await store.database.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, SLUG));
    const people = (await activeCollaborators(store.database.db, company.id)).slice(0, opts.people);
    await store.close();
    const pdf = await buildPayrollPdf(people.map((p, i) => ({ ...p, nameOrder: i % 2 ? 'firstNameFirst' : 'surnamesFirst' })), {
      period: '2026-03', company: { name: 'Bench Documents S.L.', taxId: 'B12345674', address: 'Calle Mayor 1, 28013 Madrid', contributionAccount: '28/1234567/89' },
    });

    const server = spawnServer(dataDir, await freePort(), { DEMO: '0', LOG_LEVEL: 'error', DATABASE_URL: '' });
    await waitListening(server, 300_000);
    const pid = server.proc.pid as number;
    try {
      const login = await fetch(`${server.url}/api/auth/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `${SLUG}.owner`, password: opts.password }) });
      const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
      const idle = probe(server.url, token);
      await new Promise((r) => setTimeout(r, 3_000));
      const idleLatencies = await idle.stop();

      const envelope = await api<{ id: string }>(server.url, token, 'POST', '/document-hub-service/envelopes', { title: 'Nóminas marzo 2026' });
      let t = performance.now();
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'nominas.pdf');
      const uploaded = await fetch(`${server.url}/api/document-hub-service/documents/${envelope.id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const { data: { groups } } = (await uploaded.json()) as { data: { groups: { id: string }[] } };
      const uploadMs = performance.now() - t;

      console.log(`[documents] split and match ${people.length} pages while the server answers a list every 50 ms …`);
      const busy = probe(server.url, token);
      t = performance.now();
      const { job } = await api<{ job: { id: string } }>(server.url, token, 'POST', `/document-hub-service/documents/${groups[0].id}/process`);
      for (;;) {
        const state = await api<{ status: string; error: string | null }>(server.url, token, 'GET', `/jobs/${job.id}`);
        if (state.status === 'failed') throw new Error(`the job failed: ${state.error}`);
        if (state.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const processMs = performance.now() - t;
      const latencies = await busy.stop();
      const status = await api<{ documents: number; unassigned: number }>(server.url, token, 'GET', `/document-hub-service/envelopes/${envelope.id}/status`);

      console.log(`[documents] bulk download of ${status.documents} documents …`);
      const baseRss = rssOf(pid);
      let peakRss = baseRss;
      const sampler = setInterval(() => { peakRss = Math.max(peakRss, rssOf(pid)); }, 20);
      t = performance.now();
      const zip = await fetch(`${server.url}/api/document-hub-service/envelopes/bulk-download`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ envelopeIds: [envelope.id] }),
      });
      let zipBytes = 0;
      for await (const chunk of zip.body as unknown as AsyncIterable<Uint8Array>) zipBytes += chunk.length;
      const zipMs = performance.now() - t;
      clearInterval(sampler);

      return {
        people: people.length, pdfMb: pdf.length / MB, uploadMs, processMs, documents: status.documents, matched: status.documents - status.unassigned,
        idleP99: percentile(idleLatencies, 99), probeP50: percentile(latencies, 50), probeP99: percentile(latencies, 99), probeRequests: latencies.length,
        zipMs, zipMb: zipBytes / MB, zipRssGrowthMb: Math.max(0, peakRss - baseRss) / MB,
      };
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDocuments(f: DocumentsFigures): void {
  console.log(`\nPGlite (embedded default) — documents: a payroll of ${f.people} pages (${f.pdfMb.toFixed(1)} MB) for ${f.people} collaborators`);
  console.log(`  upload: ${(f.uploadMs / 1000).toFixed(1)} s; split and match job: ${(f.processMs / 1000).toFixed(1)} s, ${f.documents} documents, ${f.matched} matched  [target < 60 s]`);
  console.log(`  POST /api/users/getFiltered meanwhile: p50 ${f.probeP50.toFixed(1)} ms, p99 ${f.probeP99.toFixed(1)} ms over ${f.probeRequests} requests (idle server p99 ${f.idleP99.toFixed(1)} ms)  [target p99 < 100 ms]`);
  console.log(`  bulk download ZIP: ${(f.zipMs / 1000).toFixed(1)} s, ${f.zipMb.toFixed(1)} MB, server RSS growth ${f.zipRssGrowthMb.toFixed(1)} MB  [target < 100 MB]`);
}

// `npx tsx scripts/bench/documents.ts`: this scenario alone
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runDocumentsScenario({ people: Number(process.env.BENCH_DOCUMENT_PAGES ?? 2_000), password: 'Bench2026!' });
  printDocuments(figures);
}
