/**
 * Paging the whole-company general and detailed reports in process (no HTTP): BENCH_USERS collaborators with
 * BENCH_DAYS days of attendance, seeded once into BENCH_DATA_DIR (kept for the next run) or DATABASE_URL.
 * Prints the time to read every page (pages of BENCH_PAGE) of a month — issue 21 item 6: target < 2 s at 10,000.
 *   BENCH_USERS=10000 BENCH_DATA_DIR=/tmp/rb npx tsx scripts/bench/reportsOnly.ts
 */
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { openDataStore } from '../../src/server/lifecycle/openDataStore';
import { seedCompany } from '../../src/server/seed';
import { companies, users } from '../../src/server/db/schema';
import { detailedPage, summaryPage } from '../../src/server/areas/reports/reportPages';
import { reportContext } from '../../src/server/areas/reports/reportQuery';
import type { AuthContext } from '../../src/server/auth/authContext';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 35);
const PAGE = Number(process.env.BENCH_PAGE ?? 500);
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/hr-bench-reports';
const slug = `rep${USERS}`;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysBefore = (n: number) => new Date(Date.now() - n * 86_400_000);

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  const store = await openDataStore({ dataDir, databaseUrl: process.env.DATABASE_URL });
  const db = store.database.db;
  let [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  if (!company) {
    const t = performance.now();
    await seedCompany(db, { slug, name: `Reports ${USERS}`, size: { users: USERS, branches: Math.max(10, USERS / 10) }, attendanceDays: DAYS });
    console.log(`seeded ${USERS} people × ${DAYS} days in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  }
  const [owner] = await db.select().from(users).where(and(eq(users.companyId, company.id), eq(users.username, `${slug}.owner`)));
  const auth = { user: owner, company, role: 'owner' } as unknown as AuthContext;
  const range = { from: iso(daysBefore(30)), to: iso(daysBefore(1)) };
  for (const kind of ['general', 'detailed'] as const) {
    for (let run = 1; run <= 2; run++) {
      const t = performance.now();
      let pages = 0;
      let rows = 0;
      let first = 0;
      for (let offset = 0; ; offset += PAGE) {
        const ctx = await reportContext(db, auth, null, { ...range, filters: {} });
        const page = kind === 'general' ? await summaryPage(db, ctx, { limit: PAGE, offset }) : await detailedPage(db, ctx, { limit: PAGE, offset });
        if (!pages) first = performance.now() - t;
        pages++;
        rows += page.rows.length;
        if (offset + PAGE >= page.count) break;
      }
      console.log(`${kind} report, run ${run}: ${rows} rows in ${pages} pages of ${PAGE}: ${((performance.now() - t) / 1000).toFixed(2)} s (first page ${first.toFixed(0)} ms)`);
    }
  }
  await store.close();
}
void main();
