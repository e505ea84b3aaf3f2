import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { callAuth } from "../../server/auth/auth-calls";
import { type Auth, createAuth } from "../../server/auth/create-auth";
import { upsertUser } from "../../server/auth/users";
import { type AppServices, requestContext, servicesContext } from "../../server/context";
import type { Database } from "../../server/db/client";
import { parseEnv } from "../../server/env";
import { createPublicReads } from "../../server/public-reads";

export const siteUrl = "http://localhost:3000";

/** Services as main.ts builds them, on a test database and a temporary data folder. */
export function testServices(
  db: Database,
  overrides: { signInLimit?: number; now?: () => Date } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "almblick-admin-"));
  const env = parseEnv({
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
  });
  const mails: number[] = [];
  const auth = createAuth({
    db,
    env,
    deliverMail: () => mails.push(1),
    signInLimit: overrides.signInLimit ?? 1000,
    now: overrides.now,
  });
  const services: AppServices = {
    db,
    env,
    now: overrides.now ?? (() => new Date()),
    deliverMail: () => mails.push(1),
    auth,
  };
  return { services, auth, env, dataDir };
}

export function routerContext(services: AppServices, clientAddress = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, {
    language: "de",
    t: ((key: string) => key) as never,
    clientAddress,
    nonce: "",
    publicData: createPublicReads(services.db).at(async () => null),
    outcome: { databaseUnavailable: false },
  });
  return context;
}

/** A form POST from the site's own origin, as the browser sends it (with the session cookie if given). */
export function formPost(path: string, fields: Record<string, string | Blob>, cookie?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Request(`${siteUrl}${path}`, {
    method: "POST",
    body: form,
    headers: { origin: siteUrl, ...(cookie ? { cookie } : {}) },
  });
}

/** Signs in through better-auth's handler and returns the Cookie header for later requests. */
export async function signIn(auth: Auth, email: string, password: string): Promise<string> {
  const response = await callAuth(auth, {
    path: "/sign-in/email",
    body: { email, password },
    request: new Request(`${siteUrl}/admin/login`),
    clientAddress: "203.0.113.7",
    siteUrl,
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function createUsers(auth: Auth) {
  await upsertUser(auth, { email: "admin@example.com", password: "admin-password-1" });
  await upsertUser(auth, { email: "guest@example.com", password: "guest-password-1", role: null });
  return {
    admin: await signIn(auth, "admin@example.com", "admin-password-1"),
    user: await signIn(auth, "guest@example.com", "guest-password-1"),
  };
}

/** The status of what a loader or action threw or returned (Response or React Router data()). */
function statusOf(value: unknown): number | undefined {
  if (value instanceof Response) return value.status;
  const v = value as { init?: { status?: number } | null; type?: string } | null;
  if (v && v.type === "DataWithResponseInit") return v.init?.status ?? 200;
  return undefined;
}

export async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { threw: false, status: statusOf(value) ?? 200, value };
  } catch (error) {
    return { threw: true, status: statusOf(error), value: error };
  }
}

/**
 * What a route module's action made of a form post to `path` (signed in when `cookie` is given),
 * called as React Router calls it: its status and value, or what it threw.
 */
export function postToAction(
  action: (args: never) => unknown,
  services: AppServices,
  path: string,
  fields: Record<string, string | Blob>,
  { cookie, clientAddress }: { cookie?: string; clientAddress?: string } = {},
) {
  return outcome(async () =>
    action({
      request: formPost(path, fields, cookie),
      context: routerContext(services, clientAddress),
      params: {},
    } as never),
  );
}

/** The fields of an action's `data()` answer, with its status. */
export async function postedAnswer<Data>(posted: ReturnType<typeof postToAction>) {
  const result = await posted;
  return { status: result.status, ...(result.value as { data: Data }).data };
}
