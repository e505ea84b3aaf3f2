import { isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { texts } from "../../../content/admin-texts";

/** The admin gate: 'Bitte einloggen' (401), 'Keine Berechtigung.' (403), or the page's load error. */
export function AdminErrorBoundary({ loadError }: { loadError: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 401) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-gate="signed-out">
        <h1 className="text-2xl font-semibold">{texts.gate.signedOut}</h1>
        <Link
          to="/admin/login"
          className="mt-6 inline-block rounded-full bg-emerald-800 px-5 py-2 text-white hover:bg-emerald-900"
        >
          {texts.gate.toLogin}
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-gate="forbidden">
        <h1 className="text-2xl font-semibold">{texts.gate.forbidden}</h1>
        <form method="post" action="/admin/login" className="mt-6">
          <input type="hidden" name="intent" value="sign-out" />
          <button
            type="submit"
            className="rounded-full border border-stone-400 px-5 py-2 hover:bg-stone-100"
          >
            {texts.dashboard.signOut}
          </button>
        </form>
      </section>
    );
  }
  return (
    <p role="alert" className="px-4 py-8 text-red-700">
      {loadError}
    </p>
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
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
}
