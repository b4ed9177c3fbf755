import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, findShiftOverlaps, localDateOf } from '../../../shared/workday';
import type { PlacedShift } from '../../../shared/workday';
import { writeAudit } from '../../audit/auditLog';
import { shifts } from '../../db/schema';
import type { JobHandler } from '../../jobs';
import { jobAuth } from '../imports/jobAuth';
import { unitScopeOf } from '../../permissions/unitScope';
import { userTimeZones } from '../workdays/timeZones';
import { patternTemplateFor, readPatterns, scopedCollaborators, shiftFromTemplate, templatesById } from './shiftStore';
import { attendanceChanged } from '../workdays/attendanceVersion';

export const SHIFTS_GENERATE_JOB = 'shifts.generate';
export const GENERATE_WEEKS = 8;

/**
 * Fills `weeks` weeks from `from` (default: today in the user's zone) with each collaborator's weekly pattern. A date
 * that already has a shift (set by hand or generated before) is never touched, nor is one whose pattern shift would
 * overlap a neighbour. One transaction per collaborator, progress per collaborator, one audit row per collaborator.
 */
export function shiftsGenerateJob(api: FastifyInstance): JobHandler {
  return async ({ job, db, progress, signal }) => {
    const auth = await jobAuth(api, job, 'shifts', 'POST');
    const payload = (job.payload ?? {}) as { userIds?: string[]; from?: string | null; weeks?: number };
    const scope = await unitScopeOf(db, auth);
    const people = (await scopedCollaborators(db, auth, scope, { ids: payload.userIds ?? [] })).filter((p) => p.active);
    const patterns = await readPatterns(db, auth.company.id);
    const templates = await templatesById(db, auth.company.id);
    const zones = await userTimeZones(db, auth.company.id, people.map((p) => p.id));
    const days = (payload.weeks ?? GENERATE_WEEKS) * 7;
    let created = 0;
    let kept = 0;
    let done = 0;
    for (const p of people) {
      if (signal.aborted) throw new Error('aborted');
      const tz = zones.get(p.id) ?? 'Europe/Madrid';
      const from = payload.from ?? localDateOf(Date.now(), tz);
      const to = addDays(from, days - 1);
      await db.transaction(async (tx) => {
        const existing = await tx.select().from(shifts).where(and(eq(shifts.companyId, auth.company.id), inArray(shifts.userId, [p.id]), gte(shifts.date, addDays(from, -1)), lte(shifts.date, addDays(to, 1))));
        const placed = existing.map((s) => ({ id: s.id, date: s.date, type: s.type as PlacedShift['type'], startTime: s.startTime ?? undefined, endTime: s.endTime ?? undefined }));
        const taken = new Set(existing.map((s) => s.date));
        const rows = [];
        for (let d = from; d <= to; d = addDays(d, 1)) {
          const tid = patternTemplateFor(patterns[p.id], d);
          const t = tid ? templates.get(tid) : undefined;
          if (!t) continue;
          if (taken.has(d)) { kept++; continue; }
          const s = shiftFromTemplate(t, p.id, d);
          const cand = { date: d, type: s.type as PlacedShift['type'], startTime: s.startTime ?? undefined, endTime: s.endTime ?? undefined };
          if (findShiftOverlaps(cand, placed, tz).length) { kept++; continue; }
          placed.push({ ...cand, id: '' });
          taken.add(d);
          rows.push({ companyId: auth.company.id, ...s, templateId: t.id, startTime: s.startTime ?? null, endTime: s.endTime ?? null, breakMinutes: s.breakMinutes ?? 0 });
        }
        if (rows.length) {
          await tx.insert(shifts).values(rows);
          await writeAudit(tx, auth, { entity: 'shifts', entityId: p.id, action: 'create', changes: { generated: { jobId: job.id, from, to, created: rows.length } } });
        }
        created += rows.length;
      });
      attendanceChanged(auth.company.id);
      progress(++done);
    }
    return { created, kept, users: people.length };
  };
}
