import { and, eq, isNotNull } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCollisions, type AbsenceRequest } from '../../../../src/shared/absences';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { users } from '../../../../src/server/db/schema';
import { createLocalFileStore } from '../../../../src/server/files';
import { productCatalog } from '../../../../src/server/engine/storage';
import { dayoffTypes } from '../../../../src/server/engine/storage/productTables';
import { seedDemoCompany, type SeedSummary } from '../../../../src/server/seed';

type Row = Record<string, unknown>;

describe('demo absences', () => {
  let database: Database;
  let summary: SeedSummary;
  const attachmentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-seed-attachments-'));
  // a pinned clock: the demo's year of requests is relative to it
  const now = new Date('2026-03-10T10:00:00Z');
  const today = '2026-03-10';

  beforeAll(async () => {
    database = await openPglite('memory://');
    await database.migrate();
    summary = await seedDemoCompany(database.db, { now, attendanceDays: 3, attachments: createLocalFileStore(attachmentsDir) });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(attachmentsDir, { recursive: true, force: true });
  });

  const requests = async () => (await database.db.select().from(productCatalog().tables.get('dayoffs')!.table)) as Row[];

  it('has exactly one vacation reason, two matrices, and a matrix for everyone with an ingress date', async () => {
    const reasons = await database.db.select().from(dayoffTypes).where(eq(dayoffTypes.companyId, summary.companyId));
    expect(reasons.filter((r) => r.isVacation).map((r) => r.title)).toEqual(['Vacaciones']);
    const matrices = (await database.db.select().from(productCatalog().tables.get('vacationmatrices')!.table)) as Row[];
    expect(matrices).toHaveLength(2);
    const staff = await database.db.select().from(users)
      .where(and(eq(users.companyId, summary.companyId), eq(users.role, 'user'), eq(users.active, true), isNotNull(users.contractStartDate)));
    expect(staff.length).toBeGreaterThan(100);
    expect(staff.every((u) => matrices.some((m) => m.id === u.vacationMatrixId))).toBe(true);
  });

  it('holds a year of requests in every state, some pending around today, none colliding for one person', async () => {
    const rows = await requests();
    expect(rows.length).toBeGreaterThan(200);
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) expect(rows.some((r) => r.status === status), status).toBe(true);
    expect(rows.some((r) => String(r.from) < '2025-06-01')).toBe(true);
    expect(rows.some((r) => String(r.from) > today)).toBe(true);
    expect(rows.some((r) => r.status === 'PENDING' && String(r.from) >= today && String(r.from) <= '2026-03-19')).toBe(true);
    expect(rows.some((r) => r.status === 'APPROVED' && String(r.from) <= today && String(r.to) >= today)).toBe(true);
    expect(rows.filter((r) => r.status === 'REJECTED').every((r) => (r.review as { reason: string }).reason)).toBe(true);
    const byPerson = new Map<string, AbsenceRequest[]>();
    for (const r of rows) {
      const request = { id: String(r.id), userId: String(r.userId), typeId: String(r.typeId), from: String(r.from), to: String(r.to), partial: (r.partial as AbsenceRequest['partial']) ?? null, status: r.status as AbsenceRequest['status'] };
      const mine = byPerson.get(request.userId) ?? [];
      if (request.status !== 'REJECTED') expect(findCollisions(request, mine)).toEqual([]);
      mine.push(request);
      byPerson.set(request.userId, mine);
    }
  });

  it('gives every sick leave its medical certificate, a real PDF on disk', async () => {
    const sick = (await requests()).filter((r) => (r.attachments as unknown[]).length > 0);
    expect(sick.length).toBeGreaterThan(10);
    const [first] = sick[0].attachments as { id: string; name: string; type: string; size: number }[];
    expect(first).toMatchObject({ name: 'justificante-medico.pdf', type: 'application/pdf' });
    const bytes = fs.readFileSync(path.join(attachmentsDir, summary.companyId, first.id));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(first.size);
  });
});
