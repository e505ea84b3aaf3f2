import {
  isRouteErrorResponse,
  Link,
  type Navigation,
  useNavigation,
  useRouteError,
} from "react-router";
import { texts } from "../../../content/admin-texts";

type Gate = "signed-out" | "forbidden";

/** The gate answers of server/admin/guard.ts by their status. */
const gateOfStatus: Partial<Record<number, Gate>> = { 401: "signed-out", 403: "forbidden" };

/** The admin gate: 'Bitte einloggen' (401), 'Keine Berechtigung.' (403), or the page's load error. */
export function AdminErrorBoundary({ loadError }: { loadError: string }) {
  const error = useRouteError();
  const gate = isRouteErrorResponse(error) ? gateOfStatus[error.status] : undefined;
  if (gate) return <GatePage gate={gate} />;
  return (
    <p role="alert" className="px-4 py-8 text-red-700">
      {loadError}
    </p>
  );
}

/** What the gate says instead of the page, and the way on: sign in, or sign out. */
function GatePage({ gate }: { gate: Gate }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-gate={gate}>
      <h1 className="text-2xl font-semibold">
        {gate === "signed-out" ? texts.gate.signedOut : texts.gate.forbidden}
      </h1>
      {gate === "signed-out" ? (
        <Link
          to="/admin/login"
          className="mt-6 inline-block rounded-full bg-emerald-800 px-5 py-2 text-white hover:bg-emerald-900"
        >
          {texts.gate.toLogin}
        </Link>
      ) : (
        <SignOutForm
          className="mt-6"
          buttonClassName="rounded-full border border-stone-400 px-5 py-2 hover:bg-stone-100"
        />
      )}
    </section>
  );
}

/**
 * Signs the admin out: a plain form post to the login page, so it works before hydration and
 * from an error page.
 */
function SignOutForm(props: { className?: string; buttonClassName: string }) {
  return (
    <form method="post" action="/admin/login" className={props.className}>
      <input type="hidden" name="intent" value="sign-out" />
      <button type="submit" className={props.buttonClassName}>
        {texts.dashboard.signOut}
      </button>
    </form>
  );
}

export function Checking() {
  return (
    <p role="status" className="px-4 py-8 text-stone-600">
      {texts.gate.checking}
    </p>
  );
}

/** True while a client-side navigation into the admin area waits for the server's role check. */
export function useCheckingRole() {
  return checksRole(useNavigation());
}

/**
 * The owner goes to an admin page and its loader checks the role. Not the reload that follows
 * one of the page's own forms: the owner is already in, and the notice would push the form down
 * for a moment after every save.
 */
export function checksRole(navigation: Pick<Navigation, "state" | "location" | "formMethod">) {
  return (
    navigation.state === "loading" &&
    navigation.formMethod === undefined &&
    navigation.location?.pathname.startsWith("/admin") === true
  );
}
