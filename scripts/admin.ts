// npm run admin -- create --email owner@example.com --password 'a-long-password' [--reset-two-factor]
// Creates the admin, or sets a new password (and the admin role) for an existing user.
import { parseArgs } from "node:util";
import { createAuth } from "../server/auth/create-auth";
import { upsertUser } from "../server/auth/users";
import { openDatabase } from "../server/db/client";
import { DataDirLockedError } from "../server/db/data-dir-lock";
import { parseEnv } from "../server/env";

const usage = `Usage: npm run admin -- create --email E --password P [--reset-two-factor]

  Creates an admin user, or resets the password of an existing user and makes it an admin.
  --reset-two-factor also turns off its second factor (lost authenticator and backup codes).
  Uses the same configuration as the server (DATABASE_URL, DATA_DIR, ...).`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "reset-two-factor": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals[0] !== "create" || !values.email || !values.password) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    console.error(`Not an e-mail address: ${values.email}`);
    process.exit(2);
  }
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const auth = createAuth({ db: database.db, env, deliverMail: () => {} });
    const result = await upsertUser(auth, {
      email: values.email,
      password: values.password,
      resetTwoFactor: values["reset-two-factor"],
    });
    console.log(
      result.created
        ? `Admin ${values.email} created.`
        : `Password of ${values.email} set, role admin${values["reset-two-factor"] ? ", second factor off" : ""}; its other sessions were ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the running server first, then run this command again.`);
  } else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
