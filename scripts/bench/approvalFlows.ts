import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { approvalDelegates, approvalFlows, branchOffices, companies, users } from '../../src/server/db/schema';
import { productCatalog } from '../../src/server/engine/storage';
import { dayoffTypes } from '../../src/server/engine/storage/productTables';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { loadDirectory } from '../../src/server/areas/approvalFlows/loadDirectory';
import { flowsOf } from '../../src/server/areas/approvalFlows/flowStore';
import { matchFlow, startApproval, type RequestFacts } from '../../src/shared/approvalFlows';

/**
 * Resolving the approval flow of a request (issue 22 item 5, target < 5 ms): a company of BENCH_FLOW_PEOPLE
 * (10,000) collaborators in 1 head office, 8 regions and 80 stores, a manager per store and per region, 10
 * administrators, some staff on approved leave with delegates, 4 absence flows (conditions on reason, days, unit).
 * Times, per request, what the server does when an absence request is created: read the company's flows and the
 * approvers' directory (staff, leave today, delegates, the unit tree) and resolve the path — and the pure resolution
 * alone (directory already in memory) for comparison.
 */

export interface ApprovalFlowsFigures {
  label: string;
  people: number;
  staff: number;
  flows: number;
  samples: number;
  seedMs: number;
  /** read flows + directory + resolve, per request (ms) */
  full: { p50: number; p99: number; mean: number; max: number };
  /** matchFlow + startApproval on a loaded directory, per request (µs) */
  pureMicros: { p50: number; p99: number; mean: number };
  onFlow: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number, k = 10) => Math.round(n * k) / k;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), mean: xs.reduce((a, b) => a + b, 0) / xs.length, max: s[s.length - 1] };
};

export async function runApprovalFlowsScenario(opts: { label?: string; people?: number; samples?: number; databaseUrl?: string } = {}): Promise<ApprovalFlowsFigures> {
  const label = opts.label ?? (opts.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded default)');
  const peopleWanted = opts.people ?? Number(process.env.BENCH_FLOW_PEOPLE ?? 10_000);
  const samples = opts.samples ?? Number(process.env.BENCH_FLOW_SAMPLES ?? 300);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-bench-flows-'));
  const store = await openDataStore({ dataDir, databaseUrl: opts.databaseUrl });
  try {
    const db = store.database.db;
    const started = performance.now();
    console.log(`[${label}] seeding ${peopleWanted} people, 89 units, their managers and 4 flows …`);
    const [company] = await db.insert(companies).values({ slug: `flows-${randomUUID().slice(0, 8)}`, name: 'Bench Flows' }).returning();
    const companyId = company.id;
    const [hq] = await db.insert(branchOffices).values({ companyId, name: 'HQ' }).returning();
    const regions = await db.insert(branchOffices).values(Array.from({ length: 8 }, (_, i) => ({ companyId, name: `Region ${i}`, parentOrganization: hq.id }))).returning();
    const stores = await db.insert(branchOffices).values(Array.from({ length: 80 }, (_, i) => ({ companyId, name: `Store ${i}`, parentOrganization: regions[i % 8].id }))).returning();
    const person = (i: number, role: string, mainBranch: string, allowed: string[] = []) => ({
      companyId, username: `p${i}`, email: `p${i}@flows.example`, role, mainBranch, allowedBranches: allowed, firstName: `P${i}`, lastName: 'Bench', passwordHash: 'x',
    });
    const rows = [
      person(0, 'owner', hq.id),
      ...Array.from({ length: 10 }, (_, i) => person(1 + i, 'administrator', regions[i % 8].id, [regions[i % 8].id])),
      ...regions.map((r, i) => person(20 + i, 'manager', r.id, [r.id])),
      ...stores.map((s, i) => person(100 + i, 'manager', s.id, [s.id])),
      ...Array.from({ length: peopleWanted }, (_, i) => person(1000 + i, 'user', stores[i % 80].id)),
    ];
    const inserted: { id: string; role: string; mainBranch: string | null }[] = [];
    for (let i = 0; i < rows.length; i += 2000) inserted.push(...(await db.insert(users).values(rows.slice(i, i + 2000)).returning({ id: users.id, role: users.role, mainBranch: users.mainBranch })));
    const managers = inserted.filter((u) => u.role === 'manager');
    const collaborators = inserted.filter((u) => u.role === 'user');
    const admins = inserted.filter((u) => u.role === 'administrator');
    const [type] = await db.insert(dayoffTypes).values({ companyId, title: 'Vacation' } as never).returning() as { id: string }[];
    // one store manager in ten on approved leave today, each with the region's manager as delegate
    const today = new Date().toISOString().slice(0, 10);
    const dayoffs = productCatalog().tables.get('dayoffs')!.table;
    const away = managers.filter((_, i) => i % 10 === 0);
    await db.insert(dayoffs).values(away.map((m) => ({ companyId, userId: m.id, typeId: type.id, from: today, to: today, status: 'APPROVED', history: [], attachments: [], days: 1, branch: m.mainBranch })) as never);
    await db.insert(approvalDelegates).values(away.map((m, i) => ({ companyId, userId: m.id, delegateId: managers[i % 8].id })));
    await db.insert(approvalFlows).values([
      { companyId, name: 'Long leave', requestType: 'absence', priority: 0, conditions: { minDays: 10 }, escalateAfterHours: 48,
        steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'all', approvers: [{ kind: 'role', role: 'administrator' }] }, { rule: 'any', approvers: [{ kind: 'user', userId: inserted[0].id }] }] },
      { companyId, name: 'Region 0', requestType: 'absence', priority: 1, conditions: { unitIds: [regions[0].id] },
        steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'any', approvers: [{ kind: 'user', userId: admins[0].id }] }] },
      { companyId, name: 'Vacation', requestType: 'absence', priority: 2, conditions: { typeIds: [type.id], minDays: 3 },
        steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }, { rule: 'any', approvers: [{ kind: 'role', role: 'manager' }] }] },
      { companyId, name: 'Corrections', requestType: 'correction', priority: 0, steps: [{ rule: 'any', approvers: [{ kind: 'unitManager' }] }] },
    ] as never);
    const seedMs = performance.now() - started;

    const factsOf = (i: number): RequestFacts => {
      const p = collaborators[(i * 37) % collaborators.length];
      return { requestType: 'absence', requesterId: p.id, unitId: p.mainBranch, typeId: type.id, days: 1 + (i % 14) };
    };
    console.log(`[${label}] resolving ${samples} requests …`);
    for (let i = 0; i < 20; i++) matchFlow(await flowsOf(db, companyId, 'absence'), factsOf(i), await loadDirectory(db, companyId, new Date())); // warm-up
    const full: number[] = [];
    let onFlow = 0;
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      const now = new Date();
      const [flows, dir] = await Promise.all([flowsOf(db, companyId, 'absence'), loadDirectory(db, companyId, now)]);
      const flow = matchFlow(flows, factsOf(i), dir);
      if (flow) {
        startApproval(flow, factsOf(i), dir, now.toISOString());
        onFlow += 1;
      }
      full.push(performance.now() - t0);
    }
    const flows = await flowsOf(db, companyId, 'absence');
    const dir = await loadDirectory(db, companyId, new Date());
    const pure: number[] = [];
    for (let i = 0; i < samples * 10; i++) {
      const t0 = performance.now();
      const flow = matchFlow(flows, factsOf(i), dir);
      if (flow) startApproval(flow, factsOf(i), dir, '2030-01-01T00:00:00.000Z');
      pure.push((performance.now() - t0) * 1000);
    }
    const f = stats(full);
    const p = stats(pure);
    return {
      label, people: peopleWanted, staff: dir.staff.size, flows: 4, samples, seedMs, onFlow,
      full: { p50: round(f.p50, 100), p99: round(f.p99, 100), mean: round(f.mean, 100), max: round(f.max, 100) },
      pureMicros: { p50: round(p.p50), p99: round(p.p99), mean: round(p.mean) },
    };
  } finally {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printApprovalFlows(f: ApprovalFlowsFigures): void {
  console.log(`\n${f.label} — approval flows: ${f.people} people, ${f.staff} approvers (managers, administrators, owner), 89 units, ${f.flows} flows`);
  console.log(`  seed: ${(f.seedMs / 1000).toFixed(1)} s; ${f.onFlow} of ${f.samples} sample requests matched a flow`);
  console.log(`  resolving a request's flow (read flows + approvers' directory, match, resolve every step): p50 ${f.full.p50} ms, p99 ${f.full.p99} ms, mean ${f.full.mean} ms, max ${f.full.max} ms  [target < 5 ms]`);
  console.log(`  pure resolution on a loaded directory: p50 ${f.pureMicros.p50} µs, p99 ${f.pureMicros.p99} µs, mean ${f.pureMicros.mean} µs`);
}
