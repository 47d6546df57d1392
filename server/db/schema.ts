/**
 * The database schema (Drizzle). `npm run db:generate` turns changes here into SQL migrations under
 * `server/db/migrations`, which the server applies at startup on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import type {
  ActorRole,
  HistoryEventType,
} from '../../machines/domain-application/domain-application.types';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull();
/** Binary data, read as a Buffer whichever driver runs (PGlite gives a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

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

// ── public catalogue: domains, data resources, data products, articles ──────────────────────────────

/** A data domain (专区): a themed zone of authorized public data that companies apply to enter. */
export const domains = pgTable('domains', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable machine name (`finance`, `health` …). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  /** Introduction and entry conditions: sanitized rich-text HTML. */
  description: text('description').notNull(),
  /** Time limit of the first review (初审), in working days. */
  firstReviewDays: integer('first_review_days').notNull().default(5),
  /** Time limit of the final review (终审), in working days. */
  finalReviewDays: integer('final_review_days').notNull().default(5),
  acceptingApplications: boolean('accepting_applications').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * The data-use commitment (承诺书) of a domain, one row per version: a new text is a new version, never
 * an edit, so the commitment an applicant accepted on submission can always be shown as it was.
 */
export const domainCommitments = pgTable(
  'domain_commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    /** Sanitized rich-text HTML, like `domains.description`. */
    body: text('body').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('domain_commitments_domain_version_idx').on(table.domainId, table.version),
    check('domain_commitments_version_check', sql`${table.version} >= 1`),
  ],
);

/** One material an applicant to a domain must (or may) upload (入驻材料配置). */
export const entryConfigs = pgTable(
  'entry_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    required: boolean('required').notNull(),
    /** File types by extension (`pdf`, `docx` …), checked against the content on upload. */
    allowedTypes: text('allowed_types').array().notNull(),
    maxSizeBytes: integer('max_size_bytes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [index('entry_configs_domain_idx').on(table.domainId, table.sortOrder)],
);

/** A field of a data resource, as the detail page lists it. */
export interface DataResourceFieldRow {
  readonly name: string;
  readonly type: 'string' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean';
  readonly description: string;
}

/** A data resource (数据资源) of the open catalogue, published by a department. */
export const dataResources = pgTable(
  'data_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    /** 提供部门 */
    provider: text('provider').notNull(),
    theme: text('theme').notNull(),
    /** 江苏省 or one of the 13 cities. */
    region: text('region').notNull(),
    openType: text('open_type', { enum: ['unconditional', 'conditional'] }).notNull(),
    updateFrequency: text('update_frequency', {
      enum: ['realtime', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'irregular'],
    }).notNull(),
    format: text('format', { enum: ['csv', 'xlsx', 'json', 'xml', 'api'] }).notNull(),
    recordCount: integer('record_count').notNull(),
    fields: jsonb('fields').$type<DataResourceFieldRow[]>().notNull(),
    /** Sample rows, each value matching `fields` by position, as text (null for an empty value). */
    sampleRows: jsonb('sample_rows').$type<(string | null)[][]>().notNull(),
    viewCount: integer('view_count').notNull().default(0),
    /** How often the resource was used by products or applied for; kept for sorting. */
    applicationCount: integer('application_count').notNull().default(0),
    publishedAt: moment('published_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    /** Name, summary and code lower-cased, for partial (Chinese) keyword matching with LIKE. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("name" || chr(31) || "summary" || chr(31) || "code")`),
  },
  (table) => [
    index('data_resources_updated_at_idx').on(table.updatedAt),
    index('data_resources_view_count_idx').on(table.viewCount),
    index('data_resources_application_count_idx').on(table.applicationCount),
    index('data_resources_theme_idx').on(table.theme),
    index('data_resources_provider_idx').on(table.provider),
    index('data_resources_region_idx').on(table.region),
    index('data_resources_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('data_resources_summary_trgm_idx').using('gin', sql`${table.summary} gin_trgm_ops`),
    index('data_resources_search_text_trgm_idx').using(
      'gin',
      sql`${table.searchText} gin_trgm_ops`,
    ),
  ],
);

/** A data product (数据产品) a company builds on data resources. */
export const dataProducts = pgTable(
  'data_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    providerCompany: text('provider_company').notNull(),
    scenario: text('scenario').notNull(),
    deliveryForm: text('delivery_form', { enum: ['api', 'dataset', 'report', 'model'] }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    applicationCount: integer('application_count').notNull().default(0),
    publishedAt: moment('published_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    /** Name and summary lower-cased, for partial (Chinese) keyword matching with LIKE. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("name" || chr(31) || "summary")`),
  },
  (table) => [
    index('data_products_updated_at_idx').on(table.updatedAt),
    index('data_products_scenario_idx').on(table.scenario),
    index('data_products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('data_products_summary_trgm_idx').using('gin', sql`${table.summary} gin_trgm_ops`),
    index('data_products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Which data resources a data product is built on. */
export const dataProductResources = pgTable(
  'data_product_resources',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => dataProducts.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => dataResources.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.resourceId] }),
    index('data_product_resources_resource_idx').on(table.resourceId),
  ],
);

/**
 * An article: 运营动态 (operation), 政策动态 (policy) or 公告 (notice). Announcements written in the
 * workspace are articles too; only published ones are public.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: ['operation', 'policy', 'notice'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** 发布单位 */
    source: text('source').notNull(),
    /** Sanitized rich-text HTML. */
    content: text('content').notNull(),
    /** The body as plain text, for search. */
    plainText: text('plain_text').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    publishedAt: moment('published_at'),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    updatedAt: moment('updated_at').notNull(),
    /** Title, summary and plain text lower-cased, for partial (Chinese) keyword matching with LIKE. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("title" || chr(31) || "summary" || chr(31) || "plain_text")`),
  },
  (table) => [
    index('articles_status_published_at_idx').on(table.status, table.publishedAt),
    index('articles_category_published_at_idx').on(table.category, table.publishedAt),
    index('articles_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('articles_plain_text_trgm_idx').using('gin', sql`${table.plainText} gin_trgm_ops`),
    index('articles_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * A counter per catalogue table, raised by statement triggers (migration 0005) whenever rows are
 * added, removed or changed in what lists, facets and search show — not when only a view count
 * moves. Answers computed from those tables can be reused while the counters stay the same.
 */
export const catalogVersions = pgTable('catalog_versions', {
  tableName: text('table_name').primaryKey(),
  version: integer('version').notNull(),
});

// ── domain applications (专区入驻申请) ───────────────────────────────────────────────────────────────

const applicationStates = [
  'draft',
  'firstReview',
  'finalReview',
  'approved',
  'rejected',
  'returned',
  'withdrawn',
] as const;

/**
 * Numbers the case numbers (受理编号) of submitted applications. A sequence hands out each value once
 * whatever the concurrency and however many instances share the database; values lost to a rolled
 * back transaction only leave a gap.
 */
export const applicationCaseNumberSeq = pgSequence('application_case_number_seq', {
  startWith: 1,
  increment: 1,
  minValue: 1,
});

/**
 * An application of a company to enter a domain. `state` is only ever changed through the domain
 * application machine, together with a history row and `version + 1` in one transaction.
 */
export const domainApplications = pgTable(
  'domain_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'restrict' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => corporateUsers.id, { onDelete: 'restrict' }),
    scenario: text('scenario').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /**
     * 受理编号 (`JS` + year + six digits from `application_case_number_seq`): given on the first
     * submission and never changed by a revision or a resubmission; null for a draft never submitted.
     */
    caseNumber: text('case_number').unique(),
    state: text('state', { enum: applicationStates }).notNull(),
    round: integer('round').notNull().default(1),
    /** Optimistic concurrency: every change names the version it read and raises it by one. */
    version: integer('version').notNull().default(1),
    /** Submission time of the current round; null for a draft never submitted. */
    submittedAt: moment('submitted_at'),
    /** First submission of all rounds, for the transparency figures. */
    firstSubmittedAt: moment('first_submitted_at'),
    /** Time of the final decision (approved or rejected) of the latest round. */
    decidedAt: moment('decided_at'),
    /** The reviewer who claimed (认领) the case in its current review stage; null when unclaimed. */
    claimedById: uuid('claimed_by_id'),
    claimedByName: text('claimed_by_name'),
    claimedAt: moment('claimed_at'),
    stateEnteredAt: moment('state_entered_at').notNull(),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    index('domain_applications_state_idx').on(table.state, table.stateEnteredAt),
    index('domain_applications_applicant_idx').on(table.applicantId, table.updatedAt),
    index('domain_applications_domain_idx').on(table.domainId),
  ],
);

/** One transition of an application: appended, never changed or deleted. */
export const domainApplicationHistory = pgTable(
  'domain_application_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => domainApplications.id, { onDelete: 'restrict' }),
    round: integer('round').notNull(),
    fromState: text('from_state', { enum: applicationStates }),
    /** The workflow's names (`create`, `submit` … `claim`, `release`, `reassign`): the machine's own. */
    event: text('event').$type<HistoryEventType>().notNull(),
    toState: text('to_state', { enum: applicationStates }).notNull(),
    actorKind: text('actor_kind', { enum: ['primary', 'second'] }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** `applicant`, `firstReviewer`, `finalReviewer`, or `admin` for an administrator's reassignment. */
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    comment: text('comment'),
    /** On a submission: the version of the domain's commitment (承诺书) the applicant accepted. */
    commitmentVersion: integer('commitment_version'),
    /** The version the application reached with this transition: unique, so a race writes one row. */
    version: integer('version').notNull(),
    at: moment('at').notNull(),
  },
  (table) => [
    index('domain_application_history_application_idx').on(table.applicationId, table.at),
    uniqueIndex('domain_application_history_version_idx').on(table.applicationId, table.version),
  ],
);

/**
 * A file an applicant uploaded for one entry (入驻材料) of an application. The bytes live in
 * `stored_file_chunks` under `storageKey`, a key the server makes (never the uploader's name); `sha256`
 * is of the stored bytes. Files of a draft may be removed by the applicant; once submitted they stay
 * with the history.
 */
export const entryFiles = pgTable(
  'entry_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => domainApplications.id, { onDelete: 'restrict' }),
    entryConfigId: uuid('entry_config_id')
      .notNull()
      .references(() => entryConfigs.id, { onDelete: 'restrict' }),
    /** The original file name, as shown and offered on download. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The media type detected from the content. */
    contentType: text('content_type').notNull(),
    /** The key of the file's bytes in `stored_file_chunks`. */
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: moment('uploaded_at').notNull(),
  },
  (table) => [
    index('entry_files_application_idx').on(table.applicationId, table.uploadedAt),
    index('entry_files_entry_config_idx').on(table.entryConfigId),
  ],
);

/**
 * The bytes of stored files (entry files), in chunks of a few hundred KiB, so that every instance
 * sharing the database serves every file and the database backup holds them all
 * (`server/kernel/file-store/`). A file is the chunks of one `storageKey` in `byteOffset` order, each
 * starting where the one before it ends. The table that records a file deletes its chunks in the same
 * transaction as its row.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    storageKey: text('storage_key').notNull(),
    /** Where in the file the chunk's first byte is. */
    byteOffset: integer('byte_offset').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storageKey, table.byteOffset] }),
    check('stored_file_chunks_byte_offset_check', sql`${table.byteOffset} >= 0`),
    check('stored_file_chunks_data_check', sql`octet_length(${table.data}) > 0`),
  ],
);

/**
 * A message of the message centre (消息中心) to one user: an operator or a legal person. `dedupe_key`, when set, makes a message that several instances
 * may write (a deadline reminder of one sweep) land once: writers insert with ON CONFLICT DO NOTHING.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As `sessions.user_kind`: `primary` an operator, `second` a legal person. */
    recipientKind: text('recipient_kind', { enum: ['primary', 'second'] }).notNull(),
    /** `operators.id` or `corporate_users.id`, by `recipient_kind`. */
    recipientId: uuid('recipient_id').notNull(),
    /** What happened: `application.submitted`, `review.newCase`, `review.deadlineSoon` … */
    kind: text('kind').notNull(),
    applicationId: uuid('application_id').references(() => domainApplications.id, {
      onDelete: 'restrict',
    }),
    caseNumber: text('case_number'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path the message opens. */
    link: text('link'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    readAt: moment('read_at'),
  },
  (table) => [
    check(
      'notifications_recipient_kind_check',
      sql`${table.recipientKind} IN ('primary', 'second')`,
    ),
    index('notifications_recipient_idx').on(
      table.recipientKind,
      table.recipientId,
      table.readAt,
      table.createdAt.desc(),
    ),
    index('notifications_application_idx').on(table.applicationId),
  ],
);

/**
 * A file attached (附件) to an announcement or a policy article. As with entry files, the bytes live in
 * `stored_file_chunks` under `storageKey`, and the row and its chunks are deleted together.
 */
export const contentAttachments = pgTable(
  'content_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: ['announcement', 'article'] }).notNull(),
    /** `articles.id` (announcements are articles too). */
    ownerId: uuid('owner_id').notNull(),
    /** The original file name, as shown and offered on download. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The media type detected from the content. */
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: moment('uploaded_at').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check(
      'content_attachments_owner_kind_check',
      sql`${table.ownerKind} IN ('announcement', 'article')`,
    ),
    index('content_attachments_owner_idx').on(table.ownerKind, table.ownerId, table.sortOrder),
  ],
);

/** The actions an operator's log entry records (the contract's `AdminLogAction`). */
export const operationLogActions = [
  'login',
  'logout',
  'passwordChange',
  'adminCreate',
  'adminUpdate',
  'adminPasswordReset',
  'adminDisable',
  'adminEnable',
  'entryConfigCreate',
  'entryConfigUpdate',
  'entryConfigStatus',
  'entryConfigDelete',
  'announcementCreate',
  'announcementUpdate',
  'announcementPublish',
  'announcementUnpublish',
  'contentUpdate',
  'contentRestore',
  'reviewDecision',
  'reviewClaim',
  'reviewRelease',
  'reviewReassign',
  'auditExport',
  'domainCreate',
  'domainUpdate',
  'domainOpen',
  'domainClose',
  'domainCommitmentPublish',
  'attachmentUpload',
  'attachmentDelete',
  // Security events (安全事件): refusals worth an auditor's eye, recorded by record-security-event.ts.
  'loginFailure',
  'loginDisabled',
  'rateLimited',
  'accessDenied',
  'uploadRefused',
] as const;

export const operationLogTargetTypes = [
  'admin',
  'entryConfig',
  'announcement',
  'article',
  'contentConfig',
  'application',
  'export',
  'domain',
] as const;

/**
 * What an operator did (操作日志): who, what, on which record, when and from where. Appended, never
 * changed or deleted; the detail never holds a password or a code. Security events are kept here too;
 * their actor is unknown (null) when, say, a login names no existing account.
 */
export const operationLog = pgTable(
  'operation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: operationLogActions }).notNull(),
    targetType: text('target_type', { enum: operationLogTargetTypes }),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    detail: text('detail').notNull(),
    ip: text('ip').notNull(),
    at: moment('at').notNull(),
  },
  (table) => [
    index('operation_log_at_idx').on(table.at),
    index('operation_log_actor_idx').on(table.actorId, table.at),
    index('operation_log_action_idx').on(table.action, table.at),
  ],
);

/**
 * Fixed-window counters of the request rate limits (uploads per user and per address) and of the
 * security events recorded per key: one row per key and window, counted up atomically, so instances
 * sharing the database share the counts. Rows of windows long past are deleted as new windows open.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: moment('window_start').notNull(),
    hits: integer('hits').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_expires_at_idx').on(table.expiresAt),
  ],
);

/** An application of a company that consumes data products through the platform's open interface. */
export const clientApplications = pgTable(
  'client_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The public identifier the application presents; its secret is never stored here. */
    clientId: text('client_id').notNull().unique(),
    company: text('company').notNull(),
    /** The owning company's unified social credit code, when it is a known corporate user. */
    creditCode: text('credit_code'),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    check('client_applications_status_check', sql`${table.status} IN ('enabled', 'disabled')`),
    index('client_applications_created_at_idx').on(table.createdAt),
  ],
);
