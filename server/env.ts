import { z } from "zod";
import { property } from "../content/property";
import { parseFeedList } from "../domain/channels/feed-source";

/**
 * The only place that reads process.env. Parsed once at start-up; a bad value stops the
 * server with a readable message instead of failing later.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const schema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  SITE_URL: optionalUrl,
  SMTP_URL: optionalUrl.refine(
    (value) => value === undefined || /^smtps?:$/.test(new URL(value).protocol),
    "must start with smtp:// or smtps://",
  ),
  OWNER_EMAIL: z.email().optional(),
  /** The operator's address for alert mails, besides the owners'. */
  ALERT_EMAIL: z
    .string()
    .transform((value) => value || undefined)
    .pipe(z.email().optional())
    .optional(),
  /** Bearer token that opens /metrics to a scraper that is not on this machine. */
  METRICS_TOKEN: z
    .string()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32).optional())
    .optional(),
  /** Sender of every mail; must be accepted by the SMTP server. */
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /** Empty counts as unset (an environment file's `AUTH_SECRET=` line). */
  AUTH_SECRET: z
    .string()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32).optional())
    .optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => value !== undefined && !["", "0", "false", "no"].includes(value)),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Months after which an inquiry that never became a stay loses its personal data. */
  INQUIRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
  SOCIAL_PROFILE_URL: optionalUrl,
  SOCIAL_FEED_EMBED_URL: optionalUrl,
  GUEST_INFO_PDF_URL: optionalUrl,
  /** Daily backups kept in DATA_DIR/backups; 0 turns the daily backup off. */
  BACKUP_KEEP: z.coerce.number().int().min(0).default(7),
  /** Seconds from start-up to the first run of the hourly jobs (stays, backups, privacy). */
  JOBS_FIRST_CHECK_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((value) => value !== "0"),
  /** Channel feeds the operator declares: space-separated `Name=URL` pairs (read-only in the admin). */
  ICAL_IMPORT: z
    .string()
    .default("")
    .transform((value, context) => {
      const { feeds, problems } = parseFeedList(value);
      for (const message of problems) context.addIssue({ code: "custom", message });
      return feeds;
    }),
  /** Minutes between two fetches of each imported feed. */
  ICAL_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** For `npm run bench` only: the page-delivery speed mechanisms to turn off, comma-separated. */
  BENCH_OFF: z
    .string()
    .default("")
    .transform((value) => value.split(",").flatMap((name) => name.trim() || []))
    .pipe(z.array(z.enum(["page-cache", "gzip-once", "public-reads"]))),
});

export type Env = z.infer<typeof schema> & {
  SITE_URL: string;
  OWNER_EMAIL: string;
  MAIL_FROM: string;
};

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = result.data;
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    // A generated secret lives in one instance's DATA_DIR: the others would refuse its sessions.
    throw new Error(
      "AUTH_SECRET is not set: with DATABASE_URL every instance must sign sessions with the same secret, so set AUTH_SECRET (at least 32 characters, e.g. from `openssl rand -base64 48`)",
    );
  }
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    ...env,
    SITE_URL: siteUrl,
    OWNER_EMAIL: env.OWNER_EMAIL ?? property.email,
    MAIL_FROM: env.MAIL_FROM ?? `${property.name} <${property.email}>`,
  };
}

/** What the browser may see: an explicit whitelist, nothing else leaves the server. */
export function publicEnv(env: Env) {
  return {
    siteUrl: env.SITE_URL,
    analyticsId: env.ANALYTICS_ID ?? null,
    socialFeedEmbedUrl: env.SOCIAL_FEED_EMBED_URL ?? null,
    /** The privacy text says how long inquiries are kept. */
    inquiryRetentionMonths: env.INQUIRY_RETENTION_MONTHS,
  };
}
