import { useEffect } from "react";
import { data, Form, redirect, useActionData, useNavigate, useNavigation } from "react-router";
import { texts } from "../../domain/admin/texts";
import { callAuth, cookiesOf } from "../../server/auth";
import { requestContext, servicesContext } from "../../server/context";
import { Checking, useCheckingRole } from "../components/admin/gate";
import type { Route } from "./+types/admin-login";

export const meta = () => [{ title: "Admin-Login" }, { name: "robots", content: "noindex" }];

/** A signed-in admin goes straight on to the dashboard. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const session = await auth.api.getSession({ headers: request.headers });
  if ((session?.user as { role?: string } | undefined)?.role === "admin") throw redirect("/admin");
  return null;
}

type ActionResult =
  | { form: "sign-in"; ok: true; message: string }
  | { form: "sign-in"; ok: false; message: string; reason: string; email: string }
  | { form: "forgot"; ok: boolean; message: string };

/** Sign in, request a reset mail, or sign out; each also works as a plain HTML form post. */
export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientAddress } = context.get(requestContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "sign-in");
  const email = String(form.get("email") ?? "").trim();
  const call = (path: string, body?: unknown) =>
    callAuth(services.auth, {
      path,
      body,
      request,
      clientAddress,
      siteUrl: services.env.SITE_URL,
    });

  if (intent === "sign-out") {
    const response = await call("/sign-out");
    throw redirect("/admin/login", { headers: cookiesOf(response) });
  }

  if (intent === "forgot") {
    if (!email) {
      return data<ActionResult>(
        { form: "forgot", ok: false, message: texts.login.emailRequired },
        { status: 400 },
      );
    }
    const response = await call("/request-password-reset", { email });
    // The same answer whether or not the address exists (better-auth answers 200 for both).
    return response.ok
      ? data<ActionResult>({ form: "forgot", ok: true, message: texts.login.emailSent })
      : data<ActionResult>(
          { form: "forgot", ok: false, message: texts.login.error },
          { status: response.status === 429 ? 429 : 400 },
        );
  }

  const password = String(form.get("password") ?? "");
  if (!email || !password) {
    return data<ActionResult>(
      {
        form: "sign-in",
        ok: false,
        message: texts.login.failed,
        reason: texts.login.reasons.missing,
        email,
      },
      { status: 400 },
    );
  }
  const response = await call("/sign-in/email", { email, password });
  if (response.ok) {
    return data<ActionResult>(
      { form: "sign-in", ok: true, message: texts.login.signedIn },
      { headers: cookiesOf(response) },
    );
  }
  const reason =
    response.status === 429
      ? texts.login.reasons.tooMany
      : response.status === 401
        ? texts.login.reasons.credentials
        : texts.login.reasons.unknown;
  return data<ActionResult>(
    { form: "sign-in", ok: false, message: texts.login.failed, reason, email },
    { status: response.status === 429 ? 429 : 401 },
  );
}

const input =
  "mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30";
const button =
  "rounded-full bg-emerald-800 px-5 py-2 font-medium text-white hover:bg-emerald-900 disabled:opacity-60";

export default function AdminLogin() {
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const checking = useCheckingRole();
  const busy = navigation.state === "submitting";
  const signedIn = result?.form === "sign-in" && result.ok;

  useEffect(() => {
    if (signedIn) navigate("/admin", { replace: true, state: { toast: texts.login.signedIn } });
  }, [signedIn, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-semibold">{texts.login.title}</h1>
      <Form method="post" className="mt-8 space-y-4" noValidate={false}>
        <input type="hidden" name="intent" value="sign-in" />
        <label className="block">
          <span className="text-sm font-medium">{texts.login.email}</span>
          <input
            className={input}
            type="email"
            name="email"
            autoComplete="username"
            required
            defaultValue={result?.form === "sign-in" && !result.ok ? result.email : undefined}
          />
        </label>
        <label className="block">
          <span className="text-sm font-medium">{texts.login.password}</span>
          <input
            className={input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
          />
        </label>
        <button type="submit" className={button} disabled={busy}>
          {texts.login.submit}
        </button>
        {result?.form === "sign-in" && (
          <div role={result.ok ? "status" : "alert"} className="mt-2">
            <p className={result.ok ? "text-emerald-800" : "font-medium text-red-700"}>
              {result.message}
            </p>
            {!result.ok && <p className="text-sm text-red-700">{result.reason}</p>}
            {result.ok && (
              <a href="/admin" className="text-sm underline">
                {texts.login.toAdmin}
              </a>
            )}
          </div>
        )}
        {checking && <Checking />}
      </Form>
      <p className="mt-6 text-sm text-stone-600">{texts.login.rolesNote}</p>

      <details
        className="mt-8 rounded-md border border-stone-200 bg-white p-4"
        open={result?.form === "forgot"}
      >
        <summary className="cursor-pointer text-sm font-medium text-emerald-900">
          {texts.login.forgot}
        </summary>
        <Form method="post" className="mt-4 space-y-3" noValidate>
          <input type="hidden" name="intent" value="forgot" />
          <p className="text-sm text-stone-600">{texts.login.forgotHint}</p>
          <label className="block">
            <span className="text-sm font-medium">{texts.login.email}</span>
            <input className={input} type="email" name="email" autoComplete="email" />
          </label>
          <button type="submit" className={button} disabled={busy}>
            {texts.login.sendLink}
          </button>
          {result?.form === "forgot" && (
            <p
              role={result.ok ? "status" : "alert"}
              className={result.ok ? "text-emerald-800" : "text-red-700"}
            >
              {result.message}
            </p>
          )}
        </Form>
      </details>
    </section>
  );
}
