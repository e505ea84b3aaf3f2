import { useEffect } from "react";
import { data, Form, redirect, useNavigate, useNavigation } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import {
  forgotForm,
  maxCodeLength,
  maxEmailLength,
  signInForm,
  twoFactorForm,
} from "../../domain/admin/sign-in-form";
import { authCallerFor } from "../../server/admin/auth-caller";
import { cookiesOf } from "../../server/auth/auth-calls";
import { currentSession, isAdminSession } from "../../server/auth/sessions";
import { accountWaitCode } from "../../server/auth/sign-in-hooks";
import { servicesContext } from "../../server/context";
import { readForm } from "../../server/read-form";
import { noIndexMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { Checking, useCheckingRole } from "../components/admin/gate";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/admin-login";

export const meta = noIndexMeta(texts.login.title);

/** A signed-in admin goes straight on to the dashboard. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { auth, now } = context.get(servicesContext);
  const session = await currentSession(auth, request.headers, { now: now() });
  if (isAdminSession(session)) throw redirect("/admin");
  return null;
}

type ActionResult =
  | { form: "sign-in"; ok: true; message: string }
  | { form: "sign-in"; ok: false; message: string; reason: string; email: string }
  | { form: "two-factor"; message: string | null }
  | { form: "forgot"; ok: boolean; message: string };

/** Why better-auth refused a sign-in, in the words of the login page. */
async function refusalReason(response: Response): Promise<string> {
  if (response.status === 401) return texts.login.reasons.credentials;
  if (response.status !== 429) return texts.login.reasons.unknown;
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code !== accountWaitCode) return texts.login.reasons.tooMany;
  const seconds = response.headers.get("retry-after") ?? "";
  return fill(texts.login.reasons.accountWait, { seconds });
}

/** Why the second step failed; null when the sign-in must start over. */
async function codeProblem(response: Response): Promise<{ message: string; restart: boolean }> {
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  switch (body?.code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return { message: texts.login.twoFactor.invalid, restart: false };
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { message: texts.login.twoFactor.locked, restart: false };
    default:
      return {
        message:
          response.status === 429 ? texts.login.reasons.tooMany : texts.login.twoFactor.expired,
        restart: response.status !== 429,
      };
  }
}

/**
 * Sign in (password, then the second factor when it is on), request a reset mail, or sign out;
 * each also works as a plain HTML form post.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) {
    return data<ActionResult>(
      {
        form: "sign-in",
        ok: false,
        message: texts.login.failed,
        reason: texts.unreadableForm,
        email: "",
      },
      { status: 400 },
    );
  }
  const intent = String(form.get("intent") ?? "sign-in");
  const call = authCallerFor(context, request);

  if (intent === "sign-out") {
    const response = await call("/sign-out");
    throw redirect("/admin/login", { headers: cookiesOf(response) });
  }

  if (intent === "forgot") {
    const forgot = forgotForm.safeParse({ email: form.get("email") });
    if (!forgot.success) {
      const message = forgot.error.issues[0].message;
      return data<ActionResult>({ form: "forgot", ok: false, message }, { status: 400 });
    }
    const response = await call("/request-password-reset", forgot.data);
    // The same answer whether or not the address exists (better-auth answers 200 for both).
    return response.ok
      ? data<ActionResult>({ form: "forgot", ok: true, message: texts.login.emailSent })
      : data<ActionResult>(
          { form: "forgot", ok: false, message: texts.login.error },
          { status: response.status === 429 ? 429 : 400 },
        );
  }

  if (intent === "two-factor") {
    const parsed = twoFactorForm.safeParse({ code: form.get("code") });
    if (!parsed.success) {
      const message = parsed.error.issues[0].message;
      return data<ActionResult>({ form: "two-factor", message }, { status: 400 });
    }
    const { code } = parsed.data;
    // A 6-digit code is from the app; anything else is tried as a backup code.
    const response = /^\d{6}$/.test(code)
      ? await call("/two-factor/verify-totp", { code })
      : await call("/two-factor/verify-backup-code", { code });
    if (response.ok) {
      return data<ActionResult>(
        { form: "sign-in", ok: true, message: texts.login.signedIn },
        { headers: cookiesOf(response) },
      );
    }
    const problem = await codeProblem(response);
    const status = response.status === 429 ? 429 : 401;
    return problem.restart
      ? data<ActionResult>(
          {
            form: "sign-in",
            ok: false,
            message: texts.login.failed,
            reason: problem.message,
            email: "",
          },
          { status, headers: cookiesOf(response) },
        )
      : data<ActionResult>(
          { form: "two-factor", message: problem.message },
          { status, headers: cookiesOf(response) },
        );
  }

  const signIn = signInForm.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!signIn.success) {
    const typed = form.get("email");
    return data<ActionResult>(
      {
        form: "sign-in",
        ok: false,
        message: texts.login.failed,
        reason: signIn.error.issues[0].message,
        email: typeof typed === "string" ? typed.trim().slice(0, maxEmailLength) : "",
      },
      { status: 400 },
    );
  }
  const { email, password } = signIn.data;
  const response = await call("/sign-in/email", { email, password });
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean };
    // The password was right; with the second factor on, no session yet, only the code step.
    if (body?.twoFactorRedirect) {
      return data<ActionResult>(
        { form: "two-factor", message: null },
        { headers: cookiesOf(response) },
      );
    }
    return data<ActionResult>(
      { form: "sign-in", ok: true, message: texts.login.signedIn },
      { headers: cookiesOf(response) },
    );
  }
  return data<ActionResult>(
    {
      form: "sign-in",
      ok: false,
      message: texts.login.failed,
      reason: await refusalReason(response),
      email: email.slice(0, maxEmailLength),
    },
    { status: response.status === 429 ? 429 : 401 },
  );
}

const emailField = {
  label: texts.login.email,
  type: "email",
  name: "email",
  maxLength: maxEmailLength,
} as const;

export default function AdminLogin({ actionData: result }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const checking = useCheckingRole();
  const busy = navigation.state === "submitting";
  const signedIn = result?.form === "sign-in" && result.ok;

  useEffect(() => {
    if (signedIn) navigate("/admin", { replace: true, state: { toast: texts.login.signedIn } });
  }, [signedIn, navigate]);

  if (result?.form === "two-factor") {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-semibold">{texts.login.twoFactor.title}</h1>
        <Form method="post" className="mt-8 space-y-4">
          <input type="hidden" name="intent" value="two-factor" />
          <p className="text-sm text-stone-600">{texts.login.twoFactor.hint}</p>
          <TextField
            label={texts.login.twoFactor.code}
            name="code"
            autoComplete="one-time-code"
            maxLength={maxCodeLength}
            required
            // The only field of this step.
            autoFocus
            invalid={Boolean(result.message)}
            describedBy={result.message ? "code-problem" : undefined}
          />
          <button type="submit" className={adminButton.round} disabled={busy}>
            {texts.login.twoFactor.submit}
          </button>
          {result.message && (
            <p id="code-problem" role="alert" className="font-medium text-red-700">
              {result.message}
            </p>
          )}
        </Form>
        <a href="/admin/login" className="mt-6 inline-block text-sm underline">
          {texts.login.twoFactor.restart}
        </a>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-semibold">{texts.login.title}</h1>
      <Form method="post" className="mt-8 space-y-4" noValidate={false}>
        <input type="hidden" name="intent" value="sign-in" />
        <TextField
          {...emailField}
          autoComplete="username"
          required
          defaultValue={result?.form === "sign-in" && !result.ok ? result.email : undefined}
        />
        <TextField
          label={texts.login.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={adminButton.round} disabled={busy}>
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
          <TextField {...emailField} autoComplete="email" />
          <button type="submit" className={adminButton.round} disabled={busy}>
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
