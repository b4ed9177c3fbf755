import { sql } from 'drizzle-orm';
import { encryptSecret } from '../crypto/secretBox';
import type { Db } from '../db/client';
import { biometricEnrolments, biometricTemplates, devicePending, deviceStatus } from '../db/schema';
import { engineTableOf } from '../engine/tables';
import { demoBranchTree } from './demoBranchTree';
import { bulkInsertJson } from './workdaysBulkInsert';

const HOUR = 3_600_000;
/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A demo clock: where it hangs, what it is, how it reports. */
interface DemoDevice {
  unit: string;
  deviceType: string;
  name: string;
  serialNumber: string;
  registryType: string;
  host: string;
  pushVersion: string;
  firmware: string;
  /** what its users verify with: face clocks take faces, the MB460 fingers (and cards) */
  biometry: 'FACE' | 'FINGERPRINT';
  /** users, fingers, faces, records the model holds */
  max: [number, number, number, number];
  /** hours since its last contact: 0 online, 48 the clock that lost its network two days ago */
  offlineHours: number;
}

export const DEMO_DEVICES: readonly DemoDevice[] = [
  { unit: 'mad-of', deviceType: 'ZK_SPEEDFACE_V5L', name: 'Recepción Oficina Madrid', serialNumber: 'CQZ7232460421', registryType: 'ALLOW_ALL', host: '10.12.0.21', pushVersion: '3.1.2', firmware: 'ZAM180-NF-Ver6.60 Sep 27 2023', biometry: 'FACE', max: [10_000, 10_000, 6_000, 200_000], offlineHours: 0 },
  { unit: 'mad-gv', deviceType: 'ZK_PROFACE_X', name: 'Entrada Tienda Gran Vía', serialNumber: 'CKUH214960117', registryType: 'ENTRY_EXIT_BREAK', host: '192.168.10.201', pushVersion: '3.1.2', firmware: 'ZMM510-NF-Ver6.4.1 Jun 12 2023', biometry: 'FACE', max: [10_000, 0, 6_000, 200_000], offlineHours: 0 },
  { unit: 'get', deviceType: 'ZK_MB460', name: 'Muelle Almacén Getafe', serialNumber: 'BOCK194960233', registryType: 'ENTRY_EXIT_BREAK', host: 'reloj-getafe.alameda.example', pushVersion: '2.4.1', firmware: 'Ver 6.60 Apr 28 2022', biometry: 'FINGERPRINT', max: [3_000, 3_000, 400, 150_000], offlineHours: 0 },
  { unit: 'bcn-pg', deviceType: 'ZK_SPEEDFACE_V5L', name: 'Entrada Tienda Passeig de Gràcia', serialNumber: 'CQZ7232460588', registryType: 'ALLOW_ALL', host: '192.168.20.201', pushVersion: '3.1.2', firmware: 'ZAM180-NF-Ver6.60 Sep 27 2023', biometry: 'FACE', max: [10_000, 10_000, 6_000, 200_000], offlineHours: 48 },
];

/** A clock nobody has claimed yet: it calls in and waits (the banner on the devices list). */
export const DEMO_PENDING_SERIAL = 'CKJ5224760093';

/**
 * The demo's time clocks (docs/api/devices.md): four ZKTeco clocks at the main sites, three models, each holding
 * the people of its unit with their PINs (LOADED) and their face or fingerprint templates (encrypted dummy bytes,
 * ENROLLED); the unit's clock marks of the last 60 days become that clock's punches (marks.device = serial, one
 * device_punches row each, its raw ATTLOG line in the unit's local time). The Barcelona store's clock lost its
 * network two days ago: its last contact and its punches stop there, and the punches since wait on the device
 * (the marks of those days stay as the attendance seed made them). One unknown serial waits to be claimed.
 * Deterministic relative to `now`; set-based SQL (one statement per table for all four clocks).
 */
export async function seedDevices(db: Db, input: { companyId: string; unitId: (key: string) => string; now: Date; seal?: (plain: string) => string }): Promise<void> {
  const { companyId, now } = input;
  const seal = input.seal ?? encryptSecret;
  const units = new Map(demoBranchTree().map((b) => [b.key, b]));
  const devices = engineTableOf('devices');

  await db.transaction(async (tx) => {
    // PINs for whoever has none yet (people seeded straight into the table), in username order: deterministic
    await tx.execute(sql`
      UPDATE users u SET device_pin = (s.base + s.n)::text
      FROM (SELECT id, row_number() OVER (ORDER BY lower(username)) AS n,
                   (SELECT coalesce(max(device_pin::bigint), 0) FROM users WHERE company_id = ${companyId}) AS base
            FROM users WHERE company_id = ${companyId} AND device_pin IS NULL) s
      WHERE u.id = s.id`);

    const placed = [];
    for (const d of DEMO_DEVICES) {
      const unit = units.get(d.unit)!;
      const [row] = (await tx.insert(devices.table).values({
        companyId, deviceType: d.deviceType, name: d.name, serialNumber: d.serialNumber, organizationalUnits: [input.unitId(d.unit)],
        registryType: d.registryType, host: d.host, user: 'admin', password: seal('1234'), timeZone: null,
        sendTimeZone: false, pollDelay: 10, clockSync: true,
      } as never).returning({ id: devices.id })) as { id: string }[];
      placed.push({
        ...d, deviceId: row.id, unitId: input.unitId(d.unit), clockName: `RELOJ-${unit.code}`, timeZone: unit.timezone ?? 'Europe/Madrid',
        lastSeen: new Date(now.getTime() - d.offlineHours * HOUR),
      });
    }
    // one statement each for all four clocks: which clock, unit, zone and last contact, as a json parameter
    const clocks = sql`(SELECT * FROM json_to_recordset(${JSON.stringify(placed.map((p) => ({
      serial: p.serialNumber, clock: p.clockName, device_id: p.deviceId, unit_id: p.unitId, tz: p.timeZone, last_seen: p.lastSeen.toISOString(), face: p.biometry === 'FACE',
    })))}::json) AS c(serial text, clock text, device_id uuid, unit_id uuid, tz text, last_seen timestamptz, face boolean))`;

    // the units' clock marks are their clock's, up to its last contact
    await tx.execute(sql`
      UPDATE marks m SET device = c.serial FROM ${clocks} c
      WHERE m.company_id = ${companyId} AND m.source = 'clock' AND m.device = c.clock AND m.at <= c.last_seen`);
    // one raw punch per mark (status: the ATTLOG direction code of its type); the verify method varies with the
    // second (deterministic): faces (or a card) on face clocks, fingers (or a card) on the MB460
    await tx.execute(sql`
      INSERT INTO device_punches (company_id, serial_number, device_id, pin, local_time, at, time_zone, status_code, verify_code, work_code, raw, user_id, mark_id, mark_type, inferred, outcome, received_at)
      SELECT p.company_id, p.serial, p.device_id, p.pin, p.local_time, p.at, p.tz, p.status, p.verify, '0',
             p.pin || E'\t' || p.local_time || E'\t' || p.status || E'\t' || p.verify || E'\t0\t0\t0',
             p.user_id, p.id, p.type, false, 'STORED', p.at + interval '2 seconds'
      FROM (SELECT m.company_id, m.id, m.user_id, m.at, m.type, u.device_pin AS pin, c.serial, c.device_id, c.tz,
                   to_char(m.at AT TIME ZONE c.tz, 'YYYY-MM-DD HH24:MI:SS') AS local_time,
                   CASE m.type WHEN 'CHECK_IN' THEN 0 WHEN 'CHECK_OUT' THEN 1 WHEN 'BREAK_START' THEN 2 ELSE 3 END AS status,
                   CASE WHEN c.face THEN (CASE WHEN extract(second FROM m.at)::int % 10 = 0 THEN 4 ELSE 15 END)
                        ELSE (CASE WHEN extract(second FROM m.at)::int % 4 = 0 THEN 4 ELSE 1 END) END AS verify
            FROM marks m JOIN ${clocks} c ON c.serial = m.device JOIN users u ON u.id = m.user_id
            WHERE m.company_id = ${companyId} AND u.device_pin IS NOT NULL) p
      ON CONFLICT DO NOTHING`);
    // the units' people, loaded with their PINs
    const loaded = rowsOf<{ device_id: string; user_id: string; pin: string }>(await tx.execute(sql`
      INSERT INTO device_users (company_id, device_id, user_id, pin, state, updated_at)
      SELECT u.company_id, c.device_id, u.id, u.device_pin, 'LOADED', c.last_seen
      FROM users u JOIN ${clocks} c ON c.unit_id = u.main_branch
      WHERE u.company_id = ${companyId} AND u.active AND u.device_pin IS NOT NULL
      RETURNING device_id, user_id, pin`));
    const records = new Map(rowsOf<{ device_id: string; n: number }>(await tx.execute(sql`
      SELECT device_id, count(*)::int AS n FROM device_punches WHERE company_id = ${companyId} GROUP BY device_id`))
      .map((r) => [r.device_id, r.n]));

    for (const d of placed) {
      // its people's templates, enrolled on this clock (dummy bytes, encrypted as real ones are)
      const people = loaded.filter((l) => l.device_id === d.deviceId).sort((a, b) => Number(a.pin) - Number(b.pin));
      const kind = d.biometry;
      const slot = kind === 'FINGERPRINT' ? 6 : 0; // the right index finger; a clock's single face
      const stored = people.length ? await tx.insert(biometricTemplates).values(people.map((p) => ({
        companyId, userId: p.user_id, kind, slot, sourceSerial: d.serialNumber, format: kind === 'FACE' ? 'ZKFace 7' : 'ZKFinger 10', size: kind === 'FACE' ? 1_664 : 1_024,
        templateEncrypted: seal(`demo-${kind.toLowerCase()}-template:${d.serialNumber}:${p.pin}`),
      }))).returning({ id: biometricTemplates.id }) : [];
      await bulkInsertJson(tx, biometricEnrolments, stored.map((t) => ({ companyId, templateId: t.id, deviceId: d.deviceId, state: 'ENROLLED', updatedAt: d.lastSeen })));

      const [maxUsers, maxFingers, maxFaces, maxRecords] = d.max;
      const count = records.get(d.deviceId) ?? 0;
      await tx.insert(deviceStatus).values({
        serialNumber: d.serialNumber, companyId, deviceId: d.deviceId, lastSeenAt: d.lastSeen, lastUploadAt: d.lastSeen, uploadLagSeconds: 2,
        pushVersion: d.pushVersion, firmware: d.firmware, ipAddress: /^[\d.]+$/.test(d.host) ? d.host : '172.16.4.21',
        capacity: {
          users: people.length, maxUsers, fingers: kind === 'FINGERPRINT' ? people.length : 0, maxFingers,
          faces: kind === 'FACE' ? people.length : 0, maxFaces, records: count, maxRecords,
        },
        attlogStamp: String(count), operlogStamp: String(people.length), counters: {},
      });
    }

    await tx.insert(devicePending).values({
      serialNumber: DEMO_PENDING_SERIAL, deviceType: 'ProFace X', firmware: 'ZMM510-NF-Ver6.4.1 Jun 12 2023', ipAddress: '88.12.45.201',
      pushVersion: '3.1.2', requests: 37, firstSeenAt: new Date(now.getTime() - 3 * HOUR), lastSeenAt: new Date(now.getTime() - 40_000),
    }).onConflictDoNothing();
  });
}
