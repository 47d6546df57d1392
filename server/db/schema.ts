/**
 * The database schema (Drizzle). `npm run db:generate` turns changes here into SQL migrations under
 * `server/db/migrations`, which the server applies at startup on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull();

/** The current text of each content-wall entry (关于平台, 隐私政策声明, 首页公告 …). */
export const contentWallEntries = pgTable('content_wall_entries', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** Every saved revision of a content-wall entry, so no edit is ever lost. */
export const contentWallVersions = pgTable(
  'content_wall_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key')
      .notNull()
      .references(() => contentWallEntries.key, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [index('content_wall_versions_key_created_at_idx').on(table.key, table.createdAt)],
);

/**
 * A login started through the government SSO: the uuid travels in the SSO address and comes back
 * with the ticket, so the server can tell its own, unexpired attempts from forged ones.
 */
export const ssoLoginAttempts = pgTable(
  'sso_login_attempts',
  {
    uuid: uuid('uuid').primaryKey(),
    service: text('service').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sso_login_attempts_expires_at_idx').on(table.expiresAt)],
);

/** One row per seed step that has run, so seeding happens once per database. */
export const seedRuns = pgTable('seed_runs', {
  step: text('step').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** An operator role: a name people read and the rights (AuthState `rights`) it grants. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable machine name (`admin`, `first-reviewer` …); the name may be reworded, the code may not. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  rights: text('rights').array().notNull(),
});

/**
 * A platform operator (运营人员), who signs in with account, password and an SMS code. The password is
 * kept only as a scrypt hash; consecutive wrong passwords lock the account for a while.
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull().unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    passwordHash: text('password_hash').notNull(),
    /** Set for a new account or a password an administrator reset: it must be changed first. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: moment('locked_until'),
    passwordChangedAt: moment('password_changed_at'),
    createdAt: createdAt(),
    lastLoginAt: moment('last_login_at'),
  },
  (table) => [
    check('operators_status_check', sql`${table.status} IN ('enabled', 'disabled')`),
    check('operators_failed_logins_check', sql`${table.failedLogins} >= 0`),
  ],
);

/** A legal person (法人) known from the government SSO; created on the first sign-in. */
export const corporateUsers = pgTable('corporate_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The SSO's own identifier of the account: the one stable key. */
  subject: text('subject').notNull().unique(),
  /** The person acting for the legal person (经办人). */
  name: text('name').notNull(),
  corName: text('cor_name').notNull(),
  creditCode: text('credit_code').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull(),
  lastLoginAt: moment('last_login_at'),
});

/**
 * A signed-in session. The token itself is never stored, only its SHA-256 hash, so a copy of the
 * database does not let anyone act as a user. Rows outlive their expiry for a while, so a late
 * request learns that its session expired (1000) or was ended (1001) instead of being a stranger.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userKind: text('user_kind', { enum: ['primary', 'second'] }).notNull(),
    /** `operators.id` or `corporate_users.id`, by `user_kind`. */
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull(),
    /** Slides forward with use, never past `absolute_expires_at`. */
    expiresAt: moment('expires_at').notNull(),
    absoluteExpiresAt: moment('absolute_expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    revokeReason: text('revoke_reason', {
      enum: ['logout', 'disabled', 'password_reset', 'forced'],
    }),
  },
  (table) => [
    check('sessions_user_kind_check', sql`${table.userKind} IN ('primary', 'second')`),
    check(
      'sessions_revoke_reason_check',
      sql`${table.revokeReason} IN ('logout', 'disabled', 'password_reset', 'forced')`,
    ),
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_idx').on(table.userKind, table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A login SMS code, stored as a hash. Only the newest unconsumed code of an operator counts; it is
 * void after too many wrong tries. The rows also count the sends per phone for the rate limits.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: moment('consumed_at'),
    /** Set when a newer code replaced this one, or when it was tried wrongly too often. */
    voidedAt: moment('voided_at'),
  },
  (table) => [
    index('sms_codes_phone_created_at_idx').on(table.phone, table.createdAt),
    index('sms_codes_operator_created_at_idx').on(table.operatorId, table.createdAt),
  ],
);

/** Demo mode only: the messages the dev SMS "gateway" would have sent, readable at /dev/outbox. */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    /** The verification code the text carries, for people and tests reading the outbox. */
    code: text('code'),
    text: text('text').notNull(),
    at: moment('at').notNull(),
  },
  (table) => [index('dev_sms_outbox_at_idx').on(table.at)],
);

/** Demo mode only: service tickets (ST-…) issued by the SSO stand-in, stored as hashes. */
export const devSsoTickets = pgTable(
  'dev_sso_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    service: text('service').notNull(),
    /** The key of the stand-in identity that signed in. */
    identityKey: text('identity_key').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
  },
  (table) => [index('dev_sso_tickets_expires_at_idx').on(table.expiresAt)],
);
