import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSecretBox, decryptSecret } from '../../../../src/server/crypto/secretBox';
import { openPglite, type Database } from '../../../../src/server/db/client';
import { seedDemoCompany, type SeedSummary } from '../../../../src/server/seed';
import { DEMO_DEVICES, DEMO_PENDING_SERIAL } from '../../../../src/server/seed/devicesSeed';
import { directionOf } from '../../../../src/shared/devices/direction';

/** The demo's time clocks, seeded for a fixed "now". */
describe('demo devices seed', () => {
  let database: Database;
  let summary: SeedSummary;
  const now = new Date('2026-04-15T10:00:00Z');
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    configureSecretBox('devices-seed-test-secret');
    database = await openPglite('memory://');
    await database.migrate();
    summary = await seedDemoCompany(database.db, { now });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('puts four clocks of three models at the main sites, one of them silent for two days', async () => {
    const devices = await rows<{ serial_number: string; device_type: string; last_seen_at: Date; capacity: Record<string, number> }>(sql`
      SELECT s.serial_number, d.device_type, s.last_seen_at, s.capacity FROM device_status s JOIN devices d ON d.id = s.device_id
      WHERE s.company_id = ${summary.companyId} ORDER BY s.serial_number`);
    expect(devices.map((d) => d.serial_number)).toEqual(DEMO_DEVICES.map((d) => d.serialNumber).sort());
    expect(new Set(devices.map((d) => d.device_type)).size).toBe(3);
    const silent = devices.filter((d) => now.getTime() - new Date(d.last_seen_at).getTime() >= 48 * 3_600_000);
    expect(silent.map((d) => d.serial_number)).toEqual(['CQZ7232460588']);
    for (const d of devices) expect(d.capacity.users).toBeGreaterThan(0);
  });

  it('turns the sites’ clock marks into punches once each, in local time, none after a clock’s last contact', async () => {
    const [counts] = await rows<{ marks: number; punches: number; linked: number; late: number }>(sql`
      SELECT (SELECT count(*)::int FROM marks WHERE company_id = ${summary.companyId} AND device IN (SELECT serial_number FROM device_status)) AS marks,
             (SELECT count(*)::int FROM device_punches WHERE company_id = ${summary.companyId}) AS punches,
             (SELECT count(*)::int FROM device_punches p JOIN marks m ON m.id = p.mark_id WHERE p.company_id = ${summary.companyId} AND m.device = p.serial_number) AS linked,
             (SELECT count(*)::int FROM device_punches p JOIN device_status s ON s.serial_number = p.serial_number WHERE p.at > s.last_seen_at) AS late`);
    expect(counts.punches).toBeGreaterThan(1000);
    expect(counts.linked).toBe(counts.punches);
    // two marks of one person in the same second are one punch on a clock (its identity is PIN + local time)
    expect(counts.marks - counts.punches).toBeGreaterThanOrEqual(0);
    expect(counts.marks - counts.punches).toBeLessThan(5);
    expect(counts.late).toBe(0);
    // winter or summer, the raw line carries Madrid's wall time of the instant
    const [p] = await rows<{ raw: string; local_time: string; madrid: string; outcome: string }>(sql`
      SELECT raw, local_time, to_char(at AT TIME ZONE 'Europe/Madrid', 'YYYY-MM-DD HH24:MI:SS') AS madrid, outcome FROM device_punches
      WHERE company_id = ${summary.companyId} ORDER BY at LIMIT 1`);
    expect(p.local_time).toBe(p.madrid);
    expect(p.raw.split('\t').slice(1, 2)).toEqual([p.local_time]);
    expect(p.outcome).toBe('STORED');
  });

  it('gives each clock only punches its registry type takes (no break stored on an entry-and-exit clock)', async () => {
    const kinds = await rows<{ registry_type: string; status_code: number; mark_type: string }>(sql`
      SELECT DISTINCT d.registry_type, p.status_code, p.mark_type FROM device_punches p JOIN devices d ON d.id = p.device_id
      WHERE p.company_id = ${summary.companyId} AND p.outcome = 'STORED'`);
    expect(kinds.length).toBeGreaterThan(0);
    for (const k of kinds) {
      const direction = directionOf(k.registry_type, k.status_code);
      expect(direction.kind === 'given' || direction.kind === 'forced' ? direction.type : direction.kind, JSON.stringify(k)).toBe(k.mark_type);
    }
  });

  it('loads the sites’ people with their PINs and keeps their templates encrypted, plus one pending serial', async () => {
    const [u] = await rows<{ loaded: number; pins: number; people: number }>(sql`
      SELECT (SELECT count(*)::int FROM device_users WHERE company_id = ${summary.companyId} AND state = 'LOADED') AS loaded,
             (SELECT count(DISTINCT device_pin)::int FROM users WHERE company_id = ${summary.companyId} AND role <> 'provider') AS pins,
             -- the provider's staff login lives in the demo company but clocks in nowhere
             (SELECT count(*)::int FROM users WHERE company_id = ${summary.companyId} AND role <> 'provider') AS people`);
    expect(u.loaded).toBeGreaterThan(10);
    expect(u.pins).toBe(u.people);
    const templates = await rows<{ template_encrypted: string; enrolled: number }>(sql`
      SELECT t.template_encrypted, (SELECT count(*)::int FROM biometric_enrolments e WHERE e.template_id = t.id AND e.state = 'ENROLLED') AS enrolled
      FROM biometric_templates t WHERE t.company_id = ${summary.companyId}`);
    expect(templates.length).toBe(u.loaded);
    expect(templates.every((t) => t.enrolled === 1)).toBe(true);
    expect(decryptSecret(templates[0].template_encrypted)).toMatch(/^demo-(face|fingerprint)-template:/);
    const pending = await rows<{ serial_number: string }>(sql`SELECT serial_number FROM device_pending`);
    expect(pending.map((p) => p.serial_number)).toEqual([DEMO_PENDING_SERIAL]);
  });
});
