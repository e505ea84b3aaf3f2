import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { imageCategories } from "../../domain/admin/image-categories";
import type { PriceQuote } from "../../domain/booking/quote";
import type { GeneralSettings, YearPlan } from "../../domain/booking/settings";
import type { BlockKind } from "../../domain/channels/block-kind";
import type { SyncFailure, SyncReport } from "../../domain/channels/sync-outcome";
import { reservationStatuses } from "../../domain/kernel/statuses";
import type { RecordedFacts } from "../../domain/site/fact-changes";

export const inquiryDecisions = ["accepted", "rejected"] as const;

/** The guest's first and last name, as inquiries and reservations both keep them. */
const guestName = () => ({
  firstName: varchar("first_name", { length: 50 }).notNull(),
  lastName: varchar("last_name", { length: 50 }).notNull(),
});

/** Dates are nights: end date is the departure day and exclusive. */
export const bookingInquiries = pgTable(
  "booking_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...guestName(),
    contactEmail: varchar("contact_email", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 60 }),
    guestCount: integer("guest_count").notNull(),
    preferredStartDate: date("preferred_start_date").notNull(),
    preferredEndDate: date("preferred_end_date").notNull(),
    message: text("message").notNull(),
    userAgent: varchar("user_agent", { length: 200 }),
    contactMethod: varchar("contact_method", { length: 30 }).notNull().default("booking_form"),
    processed: boolean("processed").notNull().default(false),
    quotedPrice: numeric("quoted_price", { precision: 10, scale: 2 }),
    /** The whole quote as the guest saw it; later rate changes never touch it. */
    quote: jsonb("quote").$type<PriceQuote>(),
    /** Language the guest used, for their confirmation e-mail. */
    language: varchar("language", { length: 2 }).notNull().default("de"),
    /** Only for the per-address rate limit; never shown publicly. */
    clientAddress: varchar("client_address", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * How the owners answered, who and when; `processed` is the gate that makes the answer
     * happen once. Null on inquiries answered before this was recorded.
     */
    decision: varchar("decision", { length: 10, enum: inquiryDecisions }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: varchar("decided_by", { length: 320 }),
    /** Set when the retention job removed the guest's personal data (server/privacy). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "booking_inquiries_dates_check",
      sql`${table.preferredEndDate} > ${table.preferredStartDate}`,
    ),
    // The upper limit is the owners' setting, checked by the form.
    check("booking_inquiries_guest_count_check", sql`${table.guestCount} >= 1`),
    check(
      "booking_inquiries_decision_check",
      sql`${table.decision} is null or ${table.decision} in ('accepted', 'rejected')`,
    ),
    index("booking_inquiries_created_at_idx").on(table.createdAt),
    index("booking_inquiries_client_address_idx").on(table.clientAddress, table.createdAt),
    // The inbox's filters (Neu / Bearbeitet) page newest first.
    index("booking_inquiries_processed_created_at_idx").on(table.processed, table.createdAt),
  ],
);

/**
 * Booked and paid reservations can never overlap: the exclusion constraint
 * `reservations_no_overlap` lives in a custom migration, as Drizzle cannot express it.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 101 }).notNull(),
    ...guestName(),
    email: varchar("email", { length: 100 }).notNull(),
    phone: varchar("phone", { length: 60 }),
    guests: integer("guests").notNull(),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    notes: text("notes"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    status: varchar("status", { length: 20, enum: reservationStatuses })
      .notNull()
      .default("pre_reserved"),
    offerPrice: numeric("offer_price", { precision: 10, scale: 2 }),
    /** Set when created by accepting an inquiry; unique, so one inquiry makes one reservation. */
    inquiryId: uuid("inquiry_id")
      .unique()
      .references(() => bookingInquiries.id, { onDelete: "set null" }),
    /** The guest's language for every mail and their page (the inquiry's, else German). */
    language: varchar("language", { length: 2 }).notNull().default("de"),
    /** The price lines as quoted (the inquiry's, or the owners' rates for a manual stay). */
    quote: jsonb("quote").$type<PriceQuote>(),
    /** Set when the owners chose the status by hand: payments then never move it. */
    statusByHand: boolean("status_by_hand").notNull().default(false),
    /**
     * Whether the stay's nights are taken for everyone else although it is only pre-reserved:
     * an offer sent (until `hold_until`) or accepted (no end). Booked and paid stays always are.
     */
    holdsDates: boolean("holds_dates").notNull().default(false),
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** The secret of the guest's own page (`/aufenthalt/<token>`); a new one revokes the old. */
    guestToken: varchar("guest_token", { length: 64 }).unique(),
    /** Scheduled messages the owners turned off for this stay (e.g. `["arrival"]`). */
    mutedMessages: jsonb("muted_messages").$type<string[]>().notNull().default([]),
    /** Short code on the guest's bank transfers, e.g. `FW-7KQ2XM`. */
    reference: varchar("reference", { length: 12 }).unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "reservations_status_check",
      sql`${table.status} in ${sql.raw(`(${reservationStatuses.map((s) => `'${s}'`).join(", ")})`)}`,
    ),
    check("reservations_dates_check", sql`${table.endDate} > ${table.startDate}`),
    check("reservations_adults_check", sql`${table.adults} >= 1`),
    check("reservations_children_check", sql`${table.children} >= 0`),
    // The upper limit is the owners' setting, checked by the form.
    check("reservations_guests_check", sql`${table.guests} >= 1`),
    check(
      "reservations_offer_price_check",
      sql`${table.offerPrice} is null or ${table.offerPrice} > 0`,
    ),
    index("reservations_start_date_idx").on(table.startDate),
    check(
      "reservations_hold_check",
      sql`not (${table.holdsDates} and ${table.status} = 'cancelled')`,
    ),
  ],
);

export const offerStates = ["open", "accepted", "expired", "withdrawn"] as const;
export type OfferState = (typeof offerStates)[number];

/**
 * The offer sent for a stay (one per stay; sending again replaces it). While `open`, the stay's
 * `hold_until` is its deadline. Amounts in euro cents; the balance is the total less the deposit.
 */
export const stayOffers = pgTable(
  "stay_offers",
  {
    reservationId: uuid("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    totalCents: integer("total_cents").notNull(),
    /** Why the total differs from the quote; shown to the guest. */
    totalReason: text("total_reason"),
    depositCents: integer("deposit_cents").notNull(),
    depositDue: date("deposit_due").notNull(),
    balanceDue: date("balance_due").notNull(),
    state: varchar("state", { length: 10, enum: offerStates }).notNull().default("open"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    sentBy: varchar("sent_by", { length: 320 }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "stay_offers_amounts_check",
      sql`${table.totalCents} > 0 and ${table.depositCents} >= 0 and ${table.depositCents} <= ${table.totalCents}`,
    ),
    check(
      "stay_offers_state_check",
      sql`${table.state} in ('open', 'accepted', 'expired', 'withdrawn')`,
    ),
  ],
);

export const paymentMethods = ["transfer", "cash", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Money received for a stay, as the owners record it; a refund is a negative amount. */
export const stayPayments = pgTable(
  "stay_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    receivedOn: date("received_on").notNull(),
    method: varchar("method", { length: 10, enum: paymentMethods }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    recordedBy: varchar("recorded_by", { length: 320 }).notNull(),
  },
  (table) => [
    check("stay_payments_amount_check", sql`${table.amountCents} <> 0`),
    check("stay_payments_method_check", sql`${table.method} in ('transfer', 'cash', 'other')`),
    index("stay_payments_reservation_idx").on(table.reservationId),
  ],
);

/**
 * A stay's history: who did what and when (`actor` is an owner's e-mail, `guest` or `system`).
 * A message sent carries its `message_key` (unique per stay), so no message goes out twice; the
 * row outlives the mail's body.
 */
export const stayEvents = pgTable(
  "stay_events",
  {
    /** Grows with every event: the order of events written in the same instant. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actor: varchar("actor", { length: 320 }).notNull(),
    kind: varchar("kind", { length: 40 }).notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    messageKey: varchar("message_key", { length: 80 }),
  },
  (table) => [
    index("stay_events_reservation_idx").on(table.reservationId, table.at),
    uniqueIndex("stay_events_message_key_idx").on(table.reservationId, table.messageKey),
  ],
);

export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every e-mail is written here in the same transaction as what caused it, then delivered by
 * the outbox worker; a failed send stays here and is retried with backoff
 * until it is refused for good or runs out of attempts (`failed`, shown to the owners). An
 * inquiry's mails are its history and go with it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: varchar("kind", { length: 40 }).notNull(),
    to: varchar("to", { length: 200 }).notNull(),
    replyTo: varchar("reply_to", { length: 200 }),
    subject: text("subject").notNull(),
    /** Emptied (and `html` nulled) 30 days after sending, by the retention job. */
    text: text("text").notNull(),
    html: text("html"),
    status: varchar("status", { length: 10, enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    inquiryId: uuid("inquiry_id").references(() => bookingInquiries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_inquiry_id_idx").on(table.inquiryId),
    // The guest confirmations counted per address and day (server/inquiries.ts).
    index("email_outbox_to_created_at_idx").on(sql`lower(${table.to})`, table.createdAt),
  ],
);

/** When the owners last changed a row of their settings, and who (the admin's e-mail). */
const lastChange = () => ({
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar("updated_by", { length: 320 }),
});

/**
 * The owners' reply templates, one per kind and language; a missing row means the built-in
 * text (content/reply-templates.ts).
 */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    kind: varchar("kind", { length: 10 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    ...lastChange(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);

/** What the replies' `{zahlungsdaten}` placeholder says (bank account etc.). One row. */
export const replySettings = pgTable(
  "reply_settings",
  {
    id: integer("id").primaryKey(),
    paymentDetails: text("payment_details").notNull(),
    ...lastChange(),
  },
  (table) => [check("reply_settings_one_row", sql`${table.id} = 1`)],
);

// better-auth's tables (its schema CLI crashes on Node 20, so they are declared here).

/** When a better-auth row was made and last changed. */
const authTimestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The user a better-auth row belongs to (and goes with). */
const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * A better-auth table whose rows belong to a user (sessions, accounts): text id, the user, the
 * timestamps and an index on the user.
 */
function userRowsTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
) {
  return pgTable(
    name,
    { id: text("id").primaryKey(), ...columns, userId: userIdColumn(), ...authTimestamps() },
    (table) => [index(`${name}_user_id_idx`).on(table.userId)],
  );
}

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role"),
  banned: boolean("banned"),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  /** Set by better-auth's two-factor plugin once a TOTP enrolment is confirmed. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  ...authTimestamps(),
});

export const session = userRowsTable("session", {
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  impersonatedBy: text("impersonated_by"),
});

export const account = userRowsTable("account", {
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
});

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...authTimestamps(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so several instances share them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** better-auth's two-factor plugin: the encrypted TOTP secret and backup codes of a user. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: userIdColumn(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last TOTP time step accepted (ours, not better-auth's): a code works only once. */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (table) => [index("two_factor_user_id_idx").on(table.userId)],
);

/**
 * Failed sign-ins per account (the e-mail as typed, lower-cased; unknown addresses too, so the
 * answer never tells whether an account exists). Shared by all instances.
 */
export const signInFailures = pgTable("sign_in_failures", {
  email: varchar("email", { length: 320 }).primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
});

/** Raw bytes; node-postgres hands back a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Website images the owners uploaded, in the database so every instance serves the same ones
 * and a backup holds them. `key` is `{category}/{timestamp}-{name}`, the path under
 * /storage/website-images/; width and height are those of the largest variant.
 */
export const websiteImages = pgTable(
  "website_images",
  {
    key: varchar("key", { length: 200 }).primaryKey(),
    category: varchar("category", { length: 20 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "website_images_category_check",
      sql`${table.category} in ${sql.raw(`(${imageCategories.map((c) => `'${c}'`).join(", ")})`)}`,
    ),
    index("website_images_category_idx").on(table.category, table.uploadedAt),
  ],
);

/** The re-encoded files of an image, one per width; `sha256` (base64url) is the ETag. */
export const websiteImageVariants = pgTable(
  "website_image_variants",
  {
    imageKey: varchar("image_key", { length: 200 })
      .notNull()
      .references(() => websiteImages.key, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: varchar("content_type", { length: 40 }).notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageKey, table.width] })],
);

/**
 * Once-a-day jobs claimed through the database: the instance whose insert of (job, day) wins
 * runs it, so several instances on one PostgreSQL make one daily backup. A claim holds until
 * `lease_until` (renewed while the job runs); an unfinished claim whose lease ran out (its
 * process died) is taken over. `finished_at` marks the day done.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: varchar("job", { length: 40 }).notNull(),
    day: date("day").notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

/**
 * Alerts mailed to the owners and the operator (server/operations/alerts.ts): a row while the
 * problem lasts, so each is mailed once across all instances; its recovery deletes the row.
 */
export const operationAlerts = pgTable("operation_alerts", {
  /** "backup", "mail" or "feed:<feed id>". */
  key: varchar("key", { length: 80 }).primaryKey(),
  since: timestamp("since", { withTimezone: true }).notNull(),
});

/**
 * The secret of our export feed for the channels (`/kalender.ics?token=…`) and what it lists.
 * One row; a new token revokes the old one.
 */
export const calendarExport = pgTable(
  "calendar_export",
  {
    id: integer("id").primaryKey(),
    token: varchar("token", { length: 64 }).notNull(),
    includePreReserved: boolean("include_pre_reserved").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("calendar_export_one_row", sql`${table.id} = 1`)],
);

/**
 * Channels' feeds we import, added by the owners or declared by the operator (`ICAL_IMPORT`,
 * `from_env`). The sync state lives here so every instance shares it: `sync_started_at` is the
 * claim that makes one instance fetch a feed once per interval.
 */
export const channelFeeds = pgTable("channel_feeds", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  url: text("url").notNull(),
  fromEnv: boolean("from_env").notNull().default(false),
  /**
   * The secret of this channel's own export (`/kalender.ics?token=…`): every night taken
   * elsewhere, never this channel's own events. Made when first shown.
   */
  exportToken: varchar("export_token", { length: 64 }).unique(),
  /** Validators of the last good answer, for conditional requests. */
  etag: text("etag"),
  lastModified: text("last_modified"),
  syncStartedAt: timestamp("sync_started_at", { withTimezone: true }),
  syncFinishedAt: timestamp("sync_finished_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastReport: jsonb("last_report").$type<SyncReport>(),
  /** Set while the feed fails; the blocks of its last good answer stay. */
  lastError: jsonb("last_error").$type<SyncFailure>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The nights each feed's events block, kept per (feed, event UID): a moved event moves its
 * block, a vanished one frees its nights. No summary or description is kept (they may name the
 * guest), only whether it is a stay or closed dates.
 */
export const channelBlocks = pgTable(
  "channel_blocks",
  {
    feedId: uuid("feed_id")
      .notNull()
      .references(() => channelFeeds.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    kind: varchar("kind", { length: 10 }).$type<BlockKind>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.feedId, table.uid] }),
    check("channel_blocks_dates_check", sql`${table.endDate} > ${table.startDate}`),
    check("channel_blocks_kind_check", sql`${table.kind} in ('reserved', 'blocked')`),
    index("channel_blocks_dates_idx").on(table.startDate, table.endDate),
  ],
);

/**
 * Conflicts already mailed to the owners: one mail per imported block and own stay. Goes with
 * either of them, so a block that vanishes and comes back is news again.
 */
export const channelConflictNotices = pgTable(
  "channel_conflict_notices",
  {
    feedId: uuid("feed_id").notNull(),
    uid: text("uid").notNull(),
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.feedId, table.uid, table.reservationId] }),
    foreignKey({
      columns: [table.feedId, table.uid],
      foreignColumns: [channelBlocks.feedId, channelBlocks.uid],
    }).onDelete("cascade"),
  ],
);

/**
 * The owners' rates and stay rules (docs/decisions/009): one row, the settings for all years and
 * the plans of the years they changed. `version` grows with every save; each instance keeps the
 * settings in memory and compares only this number per request.
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey(),
    general: jsonb("general").$type<GeneralSettings>(),
    years: jsonb("years").$type<Record<string, YearPlan>>().notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (table) => [check("booking_settings_one_row", sql`${table.id} = 1`)],
);

/** Every change of the settings: who, when, the part (`general` or a year) and both values. */
export const bookingSettingsChanges = pgTable(
  "booking_settings_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    changedBy: varchar("changed_by", { length: 320 }).notNull(),
    scope: varchar("scope", { length: 10 }).notNull(),
    before: jsonb("before").$type<GeneralSettings | YearPlan>().notNull(),
    after: jsonb("after").$type<GeneralSettings | YearPlan>().notNull(),
  },
  (table) => [index("booking_settings_changes_changed_at_idx").on(table.changedAt)],
);

/**
 * The owners' bank account and payment defaults (one row; none means the defaults below and no
 * account yet). Fills the replies' `{zahlungsdaten}` and every amount due on the guest's page.
 */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: integer("id").primaryKey(),
    accountHolder: varchar("account_holder", { length: 70 }).notNull().default(""),
    iban: varchar("iban", { length: 34 }).notNull().default(""),
    bic: varchar("bic", { length: 11 }),
    depositPercent: integer("deposit_percent").notNull().default(30),
    depositDays: integer("deposit_days").notNull().default(7),
    balanceDaysBeforeArrival: integer("balance_days_before_arrival").notNull().default(30),
    offerHoldDays: integer("offer_hold_days").notNull().default(3),
    ...lastChange(),
  },
  (table) => [check("payment_settings_one_row", sql`${table.id} = 1`)],
);

/**
 * The messages around a stay that the site sends on a schedule (arrival information, thank-you),
 * whether each is on and when, and the feedback counted from elsewhere ("N Gäste haben ihr
 * Feedback geteilt" adds the published reviews to it). One row; none means these defaults.
 */
export const guestMessageSettings = pgTable(
  "guest_message_settings",
  {
    id: integer("id").primaryKey(),
    arrivalEnabled: boolean("arrival_enabled").notNull().default(true),
    arrivalDaysBefore: integer("arrival_days_before").notNull().default(7),
    thanksEnabled: boolean("thanks_enabled").notNull().default(true),
    thanksDaysAfter: integer("thanks_days_after").notNull().default(1),
    feedbackElsewhere: integer("feedback_elsewhere").notNull().default(29),
    ...lastChange(),
  },
  (table) => [check("guest_message_settings_one_row", sql`${table.id} = 1`)],
);

export const reviewStates = ["new", "published", "hidden"] as const;
export type ReviewState = (typeof reviewStates)[number];

/**
 * Reviews written by guests through their thank-you link, and the two built-in ones the site
 * started with (`builtin_key`, texts in the locales), which stay until the owners hide them.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .unique()
      .references(() => reservations.id, { onDelete: "set null" }),
    builtinKey: varchar("builtin_key", { length: 20 }).unique(),
    rating: integer("rating").notNull(),
    text: varchar("text", { length: 1000 }).notNull().default(""),
    /** As shown: first name and the last name's initial ("Giulia R."). */
    authorName: varchar("author_name", { length: 60 }).notNull().default(""),
    language: varchar("language", { length: 2 }).notNull(),
    state: varchar("state", { length: 10, enum: reviewStates }).notNull().default("new"),
    answer: varchar("answer", { length: 1000 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: varchar("moderated_by", { length: 320 }),
  },
  (table) => [
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_state_check", sql`${table.state} in ('new', 'published', 'hidden')`),
    index("reviews_state_created_idx").on(table.state, table.createdAt),
  ],
);

/** The single-use secret of a stay's review link, sent with the thank-you mail. */
export const reviewInvitations = pgTable("review_invitations", {
  reservationId: uuid("reservation_id")
    .primaryKey()
    .references(() => reservations.id, { onDelete: "cascade" }),
  token: varchar("token", { length: 64 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * The facts the public pages, the structured data and the guests' mails state, as the owners set
 * them on /admin/website. One row; none means the built-in ones (domain/contact/contact-facts.ts,
 * domain/site/house-facts.ts).
 */
export const siteFacts = pgTable(
  "site_facts",
  {
    id: integer("id").primaryKey(),
    owners: varchar("owners", { length: 80 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 30 }).notNull(),
    street: varchar("street", { length: 80 }).notNull(),
    postalCode: varchar("postal_code", { length: 10 }).notNull(),
    locality: varchar("locality", { length: 80 }).notNull(),
    region: varchar("region", { length: 60 }).notNull(),
    // The house facts (domain/site/house-facts.ts): a column each, so each is typed and readable
    // in SQL like the contact facts. Nullable, NULL meaning the built-in value: the defaults stay
    // in content/property.ts only, a row saved by the contact form alone keeps them, and a fact
    // added later starts at its default. For the profile link NULL means the operator's
    // SOCIAL_PROFILE_URL and "" no link.
    checkInFrom: varchar("check_in_from", { length: 5 }),
    checkInTo: varchar("check_in_to", { length: 5 }),
    checkOutFrom: varchar("check_out_from", { length: 5 }),
    checkOutTo: varchar("check_out_to", { length: 5 }),
    quietHoursFrom: varchar("quiet_hours_from", { length: 5 }),
    quietHoursTo: varchar("quiet_hours_to", { length: 5 }),
    freeCancellationDays: integer("free_cancellation_days"),
    responseHours: integer("response_hours"),
    sizeSqm: integer("size_sqm"),
    bedrooms: integer("bedrooms"),
    sleeps: integer("sleeps"),
    trainStationMinutes: integer("train_station_minutes"),
    airportHours: integer("airport_hours"),
    nearestCityMinutes: integer("nearest_city_minutes"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    socialProfileUrl: varchar("social_profile_url", { length: 500 }),
    ...lastChange(),
  },
  (table) => [check("site_facts_one_row", sql`${table.id} = 1`)],
);

/** Every saved change of the site's facts: who, when, and both versions. */
export const siteFactsChanges = pgTable(
  "site_facts_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    changedBy: varchar("changed_by", { length: 320 }).notNull(),
    /** The facts of the form that was saved: contact or house (domain/site/fact-changes.ts). */
    before: jsonb("before").$type<RecordedFacts>().notNull(),
    after: jsonb("after").$type<RecordedFacts>().notNull(),
  },
  (table) => [index("site_facts_changes_changed_at_idx").on(table.changedAt)],
);

/**
 * The guest-information PDF the owners uploaded (Bilder tab), served at
 * /gaesteinformationen.pdf. One row; none means the operator's GUEST_INFO_PDF_URL, if set.
 * `sha256` (base64url) is the ETag and part of the links, so a replaced file gets a new address.
 */
export const guestInfoPdf = pgTable(
  "guest_info_pdf",
  {
    id: integer("id").primaryKey(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    bytes: bytea("bytes").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    uploadedBy: varchar("uploaded_by", { length: 320 }).notNull(),
  },
  (table) => [check("guest_info_pdf_one_row", sql`${table.id} = 1`)],
);

/**
 * Every published change of an owner's text of the public pages (content/editable-texts.ts):
 * the newest per key and language is the text shown; `value` null is the repository's own text.
 * `before` is what the change replaced, for the history and its undo.
 */
export const siteTextChanges = pgTable(
  "site_text_changes",
  {
    /** Grows with every change: the newest per key and language, and the texts' version. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: varchar("key", { length: 120 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    before: text("before"),
    value: text("value"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
    changedBy: varchar("changed_by", { length: 320 }).notNull(),
  },
  (table) => [
    index("site_text_changes_key_idx").on(table.key, table.language, table.id),
    index("site_text_changes_changed_at_idx").on(table.changedAt),
  ],
);

/**
 * The owners' draft: texts saved for the preview but not yet published, one per key and
 * language (`value` null: back to the repository's text). The public pages never read it; a
 * signed-in admin's preview shows it over the published texts.
 */
export const siteTextDrafts = pgTable(
  "site_text_drafts",
  {
    key: varchar("key", { length: 120 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    value: text("value"),
    ...lastChange(),
  },
  (table) => [primaryKey({ columns: [table.key, table.language] })],
);
