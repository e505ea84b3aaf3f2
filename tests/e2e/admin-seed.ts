// Accounts of the admin browser tests: the ADMIN_EMAIL admin, as a site's start would create it, a
// user without the admin role (gate test), a second admin whose password the reset test changes,
// and a third who turns on the second factor. Run by scripts/e2e-server.mjs on the fresh database
// before the sites start.
import { createAuth } from "../../server/auth/create-auth";
import { ensureAdmin, upsertUser } from "../../server/auth/users";
import { openDatabase } from "../../server/db/client";
import { parseEnv } from "../../server/env";

export const seededAccounts = {
  user: { email: "user@example.com", password: "user-password-1" },
  resetAdmin: { email: "reset-admin@example.com", password: "reset-password-1" },
  totpAdmin: { email: "totp-admin@example.com", password: "totp-password-1" },
};

if (process.argv[1]?.endsWith("admin-seed.ts")) {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const auth = createAuth({ db: database.db, env, deliverMail: () => {} });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureAdmin(auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  await upsertUser(auth, { ...seededAccounts.user, role: null });
  await upsertUser(auth, seededAccounts.resetAdmin);
  await upsertUser(auth, seededAccounts.totpAdmin);
  await database.close();
}
