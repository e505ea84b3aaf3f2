import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

export const reservationStatuses = ["pre_reserved", "booked", "paid", "cancelled"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** Dates are nights: end date is the departure day and exclusive (DESIGN.md deviation 6). */
export const bookingInquiries = pgTable(
  "booking_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: varchar("first_name", { length: 50 }).notNull(),
    lastName: varchar("last_name", { length: 50 }).notNull(),
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
    /** Language the guest used, for their confirmation e-mail. */
    language: varchar("language", { length: 2 }).notNull().default("de"),
    /** Only for the per-address rate limit; never shown publicly. */
    clientAddress: varchar("client_address", { length: 64 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "booking_inquiries_dates_check",
      sql`${table.preferredEndDate} > ${table.preferredStartDate}`,
    ),
    check("booking_inquiries_guest_count_check", sql`${table.guestCount} between 1 and 20`),
    index("booking_inquiries_created_at_idx").on(table.createdAt),
    index("booking_inquiries_client_address_idx").on(table.clientAddress, table.createdAt),
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
    firstName: varchar("first_name", { length: 50 }).notNull(),
    lastName: varchar("last_name", { length: 50 }).notNull(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "reservations_status_check",
      sql`${table.status} in ('pre_reserved', 'booked', 'paid', 'cancelled')`,
    ),
    check("reservations_dates_check", sql`${table.endDate} > ${table.startDate}`),
    check("reservations_adults_check", sql`${table.adults} >= 1`),
    check("reservations_children_check", sql`${table.children} >= 0`),
    check(
      "reservations_guests_check",
      sql`${table.guests} between 1 and 20 and ${table.adults} + ${table.children} <= 20`,
    ),
    check(
      "reservations_offer_price_check",
      sql`${table.offerPrice} is null or ${table.offerPrice} > 0`,
    ),
    index("reservations_start_date_idx").on(table.startDate),
  ],
);

/**
 * Every e-mail is written here in the same transaction as what caused it, then delivered by
 * the outbox worker; a failed send stays here and is retried with backoff (DESIGN.md deviation 9).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: varchar("kind", { length: 40 }).notNull(),
    to: varchar("to", { length: 200 }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: varchar("status", { length: 10, enum: ["pending", "sent"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    inquiryId: uuid("inquiry_id").references(() => bookingInquiries.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

// better-auth's tables (its schema CLI crashes on Node 20, so they are declared here).
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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
