import { createHash } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { texts } from "../../content/admin-texts";
import type { Database } from "../db/client";
import { verification } from "../db/schema";
import { enqueueMail } from "../mail/outbox";

/** How long a password-reset link works. */
export const resetTokenSeconds = 60 * 60;

export const resetPrefix = "reset-password:";

/**
 * Reset tokens are kept as `reset-password:<SHA-256 hex>`: a database leak reveals no usable link,
 * and the prefix still lets us find (and void) a user's older links.
 */
export function storedResetIdentifier(identifier: string): string {
  const token = identifier.slice(resetPrefix.length);
  return `${resetPrefix}${createHash("sha256").update(token).digest("hex")}`;
}

function resetMail(to: string, link: string) {
  return {
    kind: "password_reset",
    to,
    subject: texts.reset.mail.subject,
    text: [...texts.reset.mail.intro, "", link, "", ...texts.reset.mail.outro].join("\n"),
  };
}

/**
 * Queues the mail with our own link to /password-reset (better-auth's redirect endpoint is not
 * needed). Only the newest link works: every older unused one of this user is voided.
 */
export async function sendResetLink(
  options: { db: Database; siteUrl: string; deliverMail: () => void },
  { user, token }: { user: { id: string; email: string }; token: string },
) {
  const { db } = options;
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, user.id),
        like(verification.identifier, `${resetPrefix}%`),
        ne(verification.identifier, storedResetIdentifier(`${resetPrefix}${token}`)),
      ),
    );
  const link = `${options.siteUrl}/password-reset?token=${encodeURIComponent(token)}`;
  await enqueueMail(db, resetMail(user.email, link));
  options.deliverMail();
}
