import { randomInt } from "node:crypto";
import type { createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { makeBackupCode, matchingBackupCode } from "../../domain/admin/backup-codes";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema";
import { userOf } from "./one-time-codes";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Ten new backup codes from the alphabet without look-alikes (better-auth stores them). */
export function newBackupCodes(): string[] {
  return Array.from({ length: 10 }, () => makeBackupCode((below) => randomInt(below)));
}

/** The user's stored codes (better-auth keeps them encrypted as a JSON list), or none. */
async function storedCodes(db: Database, ctx: HookContext, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return [];
  try {
    const codes: unknown = JSON.parse(
      await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.backupCodes }),
    );
    return Array.isArray(codes) ? codes.filter((code) => typeof code === "string") : [];
  } catch {
    return [];
  }
}

/**
 * A backup code is accepted in any case, with or without spaces and dash: before better-auth
 * compares it (exactly), the typed code becomes the stored code it stands for. So the codes
 * issued before the alphabet without look-alikes (mixed case) work the same way. A code that
 * stands for none is left as typed: better-auth refuses and counts it.
 */
export async function matchBackupCode(db: Database, ctx: HookContext) {
  const typed = ctx.body?.code;
  if (typeof typed !== "string") return;
  const userId = await userOf(ctx);
  if (!userId) return;
  const stored = matchingBackupCode(typed, await storedCodes(db, ctx, userId));
  if (!stored || stored === typed) return;
  return { context: { body: { ...ctx.body, code: stored } } };
}
