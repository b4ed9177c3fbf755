/**
 * `npx tsx scripts/samplePayroll.ts [--out file.pdf] [--period YYYY-MM]`: the demo company's sample payroll — one
 * Spanish payslip per active collaborator of the demo seed, a few over two pages, one printed without document number
 * and one for somebody outside the company (src/server/documents/pdf/payroll/samplePayroll.ts) — to upload in the
 * documents area and watch the split and match work.
 *
 * The collaborators are the demo seed's own: it is deterministic (fixed PRNG seed), so the script seeds a throw-away
 * in-memory database exactly as the server's first start does and reads them back — no copy of the seed's logic to
 * drift from it. Default output `.tmp/samples/nomina-demo.pdf`, period the previous month.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { activeCollaborators } from '../src/server/documents/pdf/payroll/companyCollaborators';
import { buildSamplePayroll } from '../src/server/documents/pdf/payroll/samplePayroll';
import { DEMO_COMPANY_NAME, DEMO_COMPANY_SLUG, seedDemoCompany } from '../src/server/seed';
import { DEMO_PAYROLL_COMPANY } from '../src/server/seed/documentsSeed';

/** The demo company's payroll letterhead (the seed stores no tax data). */
export const DEMO_PAYROLL_LETTERHEAD = { ...DEMO_PAYROLL_COMPANY, name: DEMO_COMPANY_NAME };

const previousMonth = (now: Date) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

const { values } = parseArgs({ options: { out: { type: 'string' }, period: { type: 'string' } } });
const out = path.resolve(values.out ?? '.tmp/samples/nomina-demo.pdf');
const period = values.period ?? previousMonth(new Date());

const started = performance.now();
const database = await openPglite('memory://', { inThread: true });
try {
  await database.migrate();
  await seedDemoCompany(database.db, { attendanceDays: 0 });
  const company = (await database.db.execute(sql`select id from companies where slug = ${DEMO_COMPANY_SLUG}`)) as unknown as { rows: { id: string }[] };
  const collaborators = await activeCollaborators(database.db, company.rows[0].id);
  const sample = await buildSamplePayroll(collaborators, { period, company: DEMO_PAYROLL_LETTERHEAD });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, sample.pdf);
  const pages = sample.people.reduce((sum, p) => sum + (p.pages ?? 1), 0);
  console.log(`${out}: ${sample.people.length} payslips, ${pages} pages, ${(sample.pdf.length / 1024).toFixed(0)} KB, period ${period} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`  printed without document number: ${sample.nameOnly.firstName} ${sample.nameOnly.lastName} (matched by name only)`);
  console.log(`  not in the company: ${sample.outsider.firstName} ${sample.outsider.lastName} (left unassigned)`);
} finally {
  await database.close();
}
