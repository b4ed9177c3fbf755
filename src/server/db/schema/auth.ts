/**
 * Sign-in: password resets, second factors (TOTP, recovery codes, passkeys), challenges in flight and throttle counters.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, updatedAt, users } from './core';

/** Single-use, hashed, expiring password reset tokens. */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

/** An account's TOTP second factor: `confirmedAt` null while enrolling; `lastStep` refuses a replayed code. */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  totpSecret: text('totp_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('user_mfa_company_idx').on(t.companyId)]);

/** Single-use recovery codes, stored hashed; `usedAt` set when one is spent. */
export const mfaRecoveryCodes = pgTable('mfa_recovery_codes', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)]);

/** Passkeys (WebAuthn credentials): id and public key base64url, the signature counter seen last. */
export const webauthnCredentials = pgTable('webauthn_credentials', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [index('webauthn_credentials_user_idx').on(t.userId)]);

/** Single-use challenges in flight (WebAuthn ceremonies, MFA login steps), shared by every server process. */
export const authChallenges = pgTable('auth_challenges', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)]);

/**
 * Counters shared by every server process: login throttles (per account, per address), API rate limits, clock flood
 * buckets. `hits` counts inside the window ending at `windowEndsAt`; `blockedUntil` holds a growing delay.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
}, (t) => [index('throttle_counters_window_idx').on(t.windowEndsAt)]);
