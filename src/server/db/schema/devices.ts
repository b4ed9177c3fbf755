/**
 * Time clocks (the push protocol): status, pending serials, raw punches, commands, people and biometric templates per device.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt, users } from './core';

/**
 * The global registry of claimed serial numbers: a serial belongs to at most one company (primary key), and the
 * protocol finds a device's company and status in one read. Volatile facts (last contact, capacity, stamps,
 * counters) are kept here, not on the device record.
 */
export const deviceStatus = pgTable('device_status', {
  serialNumber: text('serial_number').primaryKey(),
  companyId: companyId(),
  deviceId: uuid('device_id'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  lastUploadAt: timestamp('last_upload_at', { withTimezone: true }),
  /** seconds between a punch's time and its arrival, of the last upload (late uploads make the connection "slow") */
  uploadLagSeconds: integer('upload_lag_seconds'),
  pushVersion: text('push_version'),
  firmware: text('firmware'),
  ipAddress: text('ip_address'),
  /** users, maxUsers, fingers, maxFingers, faces, maxFaces, records, maxRecords… as the device last reported */
  capacity: jsonb('capacity').$type<Record<string, number>>().notNull().default({}),
  attlogStamp: text('attlog_stamp'),
  operlogStamp: text('operlog_stamp'),
  /** malformedLines, oversizedBodies, floodRefusals, refusedPunches… counted as they happen */
  counters: jsonb('counters').$type<Record<string, number>>().notNull().default({}),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** when the `device.offline` event of the device's current silence was emitted (issue 24: once per silence) */
  offlineEventAt: timestamp('offline_event_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('device_status_company_idx').on(t.companyId), uniqueIndex('device_status_device_uq').on(t.deviceId)]);

/** Serials that called in but belong to no company yet: kept (and nothing else they send) until claimed. */
export const devicePending = pgTable('device_pending', {
  serialNumber: text('serial_number').primaryKey(),
  deviceType: text('device_type'),
  firmware: text('firmware'),
  ipAddress: text('ip_address'),
  pushVersion: text('push_version'),
  requests: integer('requests').notNull().default(0),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('device_pending_last_seen_idx').on(t.lastSeenAt)]);

/**
 * Every ATTLOG line a device uploaded, kept raw, once: (company, serial, PIN, device-local time) is the punch's
 * identity, so a re-sent batch changes nothing. `markId` is the mark it became (marks.client_id
 * `zk:<serial>:<pin>:<local time>`); a punch refused (unknown PIN, direction the registry type forbids…) keeps
 * its `outcome` and `reason` and is shown, never dropped.
 */
export const devicePunches = pgTable('device_punches', {
  id: id(),
  companyId: companyId(),
  serialNumber: text('serial_number').notNull(),
  deviceId: uuid('device_id'),
  pin: text('pin').notNull(),
  /** device-local wall time as sent, `YYYY-MM-DD HH:mm:ss` */
  localTime: text('local_time').notNull(),
  /** the instant, converted with the device's IANA time zone */
  at: timestamp('at', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull(),
  statusCode: integer('status_code'),
  verifyCode: integer('verify_code'),
  workCode: text('work_code'),
  raw: text('raw').notNull(),
  userId: uuid('user_id'),
  markId: uuid('mark_id'),
  /** CHECK_IN | CHECK_OUT | BREAK_START | BREAK_END: the direction given, forced or inferred */
  markType: text('mark_type'),
  inferred: boolean('inferred').notNull().default(false),
  /** STORED | REFUSED | UNKNOWN_PIN | INACTIVE_USER */
  outcome: text('outcome').notNull(),
  reason: text('reason'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('device_punches_identity_uq').on(t.companyId, t.serialNumber, t.pin, t.localTime),
  index('device_punches_company_device_at_idx').on(t.companyId, t.deviceId, t.at),
  index('device_punches_company_user_at_idx').on(t.companyId, t.userId, t.at),
]);

/**
 * The durable command queue of each device: QUEUED → SENT (handed out by getrequest as `C:<seq>:<command>`) →
 * DONE or FAILED (devicecmd's Return code), or CANCELLED. `seq` is the id the device echoes back.
 */
export const deviceCommands = pgTable('device_commands', {
  id: id(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  companyId: companyId(),
  serialNumber: text('serial_number').notNull(),
  deviceId: uuid('device_id').notNull(),
  /** USER_LOAD | USER_REMOVE | USER_QUERY | INFO | CHECK | CLOCK_SYNC | TEMPLATE_LOAD | TEST */
  kind: text('kind').notNull(),
  command: text('command').notNull(),
  userId: uuid('user_id'),
  status: text('status').notNull().default('QUEUED'),
  returnCode: integer('return_code'),
  result: text('result'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  doneAt: timestamp('done_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('device_commands_seq_uq').on(t.seq),
  index('device_commands_serial_status_idx').on(t.serialNumber, t.status, t.seq),
  index('device_commands_company_device_created_idx').on(t.companyId, t.deviceId, t.createdAt),
]);

/** Who is loaded on which device, with the state of the last load or removal (collaborators per device). */
export const deviceUsers = pgTable('device_users', {
  companyId: companyId(),
  deviceId: uuid('device_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  pin: text('pin').notNull(),
  /** LOADING | LOADED | REMOVING | REMOVED | FAILED */
  state: text('state').notNull(),
  commandId: uuid('command_id'),
  error: text('error'),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('device_users_device_user_uq').on(t.deviceId, t.userId),
  index('device_users_company_user_idx').on(t.companyId, t.userId),
]);

/**
 * Biometric templates (special-category data): encrypted at rest (secretBox), used only to copy a person's
 * enrolment between the company's own devices, never exported; deleted with the person's offboarding or request.
 */
export const biometricTemplates = pgTable('biometric_templates', {
  id: id(),
  companyId: companyId(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** FINGERPRINT | FACE | CARD | PALM */
  kind: text('kind').notNull(),
  /** finger number, face index… (0 for a card) */
  slot: integer('slot').notNull().default(0),
  /** the device it was enrolled on */
  sourceSerial: text('source_serial'),
  format: text('format'),
  size: integer('size'),
  templateEncrypted: text('template_encrypted').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('biometric_templates_identity_uq').on(t.companyId, t.userId, t.kind, t.slot)]);

/** Which template is on which device (the biometry view), with the state of its last copy. */
export const biometricEnrolments = pgTable('biometric_enrolments', {
  companyId: companyId(),
  templateId: uuid('template_id').notNull().references(() => biometricTemplates.id, { onDelete: 'cascade' }),
  deviceId: uuid('device_id').notNull(),
  /** ENROLLED (reported by the device) | COPYING | COPIED | FAILED */
  state: text('state').notNull(),
  commandId: uuid('command_id'),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('biometric_enrolments_uq').on(t.templateId, t.deviceId), index('biometric_enrolments_company_device_idx').on(t.companyId, t.deviceId)]);

/*
 * Sign-in security (issue 21). Secrets are sealed with crypto/secretBox before they are stored.
 */
