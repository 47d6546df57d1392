/**
 * The database schema (Drizzle). `npm run db:generate` turns changes here into SQL migrations under
 * `server/db/migrations`, which the server applies at startup on PGlite and PostgreSQL alike.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

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
