import { data, type RouterContextProvider } from "react-router";
import { currentSession, isAdminSession } from "../auth/sessions";
import { servicesContext } from "../context";

/** What a gate answer carries, for the admin error boundary to show the right text. */
type GateReason = "signed-out" | "forbidden";

/**
 * The admin check, on the server. Called at the top of every admin
 * loader and action: throws 401 without a valid session and 403 without the admin role, so
 * nothing else runs. The role is read from the database on every request.
 */
export async function requireAdmin(context: Readonly<RouterContextProvider>, request: Request) {
  const { auth, now } = context.get(servicesContext);
  const session = await currentSession(auth, request.headers, { fresh: true, now: now() });
  if (!session) throw data({ gate: "signed-out" satisfies GateReason }, { status: 401 });
  if (!isAdminSession(session)) {
    throw data({ gate: "forbidden" satisfies GateReason }, { status: 403 });
  }
  return session;
}

/** Whether the request comes from a signed-in admin, for what a page adds for them (no refusal). */
export async function isSignedInAdmin(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<boolean> {
  const { auth, now } = context.get(servicesContext);
  return isAdminSession(await currentSession(auth, request.headers, { fresh: true, now: now() }));
}
