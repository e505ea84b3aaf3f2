// What the deployment suite needs besides Chromium: Debian's nginx and a PostgreSQL server on
// which the test user may create databases. Without them the suite is skipped with one line
// (playwright.deploy.config.ts) instead of failing in its setup.
import { existsSync } from "node:fs";
import pg from "pg";
import { nginxPath, serverUrl } from "./stack";

/** Why the suite cannot run here, or undefined when it can. */
export async function missingPrerequisite(): Promise<string | undefined> {
  if (!existsSync(nginxPath)) {
    return `nginx is not installed at ${nginxPath} (Debian: apt-get install nginx-light; or set NGINX_PATH)`;
  }
  const where = `PostgreSQL at ${new URL(serverUrl).host} (TEST_DATABASE_URL)`;
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      "select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user",
    );
    if (!rows[0]?.allowed) return `${where}: the user may not create databases`;
  } catch (error) {
    return `${where} does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  return undefined;
}
