import { z } from "zod";
import { property } from "../content/property";

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
  SMTP_URL: optionalUrl,
  OWNER_EMAIL: z.email().optional(),
  /** Sender of every mail; must be accepted by the SMTP server. */
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => value !== undefined && !["", "0", "false", "no"].includes(value)),
  INQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
  SOCIAL_PROFILE_URL: optionalUrl,
  SOCIAL_FEED_EMBED_URL: optionalUrl,
  GUEST_INFO_PDF_URL: optionalUrl,
  LOG_REQUESTS: z
    .string()
    .optional()
    .transform((value) => value !== "0"),
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
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = result.data;
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
    socialProfileUrl: env.SOCIAL_PROFILE_URL ?? null,
    socialFeedEmbedUrl: env.SOCIAL_FEED_EMBED_URL ?? null,
    guestInfoPdfUrl: env.GUEST_INFO_PDF_URL ?? null,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
