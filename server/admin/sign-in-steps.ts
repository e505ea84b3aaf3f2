import { fill, texts } from "../../content/admin-texts";
import {
  forgotForm,
  maxEmailLength,
  type SignInResult,
  signInForm,
  twoFactorForm,
} from "../../domain/admin/sign-in-form";
import { cookiesOf } from "../auth/auth-calls";
import { accountWaitCode } from "../auth/sign-in-hooks";
import type { authCallerFor } from "./auth-caller";

type AuthCaller = ReturnType<typeof authCallerFor>;

/** What a step answers: the page's result, its status, and better-auth's cookies to pass on. */
export interface StepAnswer {
  result: SignInResult;
  status?: number;
  headers?: Headers;
}

const signedIn = (response: Response): StepAnswer => ({
  result: { form: "sign-in", ok: true, message: texts.login.signedIn },
  headers: cookiesOf(response),
});

/** A refused password step; the typed address is given back, cut to what an address can be. */
export const passwordRefused = (reason: string, email: string, status: number): StepAnswer => ({
  result: {
    form: "sign-in",
    ok: false,
    message: texts.login.failed,
    reason,
    email: email.trim().slice(0, maxEmailLength),
  },
  status,
});

/** Why better-auth refused a sign-in, in the words of the login page. */
async function refusalReason(response: Response): Promise<string> {
  if (response.status === 401) return texts.login.reasons.credentials;
  if (response.status !== 429) return texts.login.reasons.unknown;
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code !== accountWaitCode) return texts.login.reasons.tooMany;
  const seconds = response.headers.get("retry-after") ?? "";
  return fill(texts.login.reasons.accountWait, { seconds });
}

/** Step one: e-mail and password. With the second factor on, the answer is the code step. */
export async function passwordStep(call: AuthCaller, form: FormData): Promise<StepAnswer> {
  const signIn = signInForm.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!signIn.success) {
    const typed = form.get("email");
    return passwordRefused(
      signIn.error.issues[0].message,
      typeof typed === "string" ? typed : "",
      400,
    );
  }
  const { email, password } = signIn.data;
  const response = await call("/sign-in/email", { email, password });
  if (!response.ok) {
    const status = response.status === 429 ? 429 : 401;
    return passwordRefused(await refusalReason(response), email, status);
  }
  const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean };
  // The password was right; with the second factor on, no session yet, only the code step.
  if (body?.twoFactorRedirect) {
    return { result: { form: "two-factor", message: null }, headers: cookiesOf(response) };
  }
  return signedIn(response);
}

/** Why the code step failed, and whether the sign-in must start over with the password. */
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

/** Step two: a code from the app (6 digits) or a backup code (anything else). */
export async function codeStep(call: AuthCaller, form: FormData): Promise<StepAnswer> {
  const parsed = twoFactorForm.safeParse({ code: form.get("code") });
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    return { result: { form: "two-factor", message }, status: 400 };
  }
  const { code } = parsed.data;
  const response = /^\d{6}$/.test(code)
    ? await call("/two-factor/verify-totp", { code })
    : await call("/two-factor/verify-backup-code", { code });
  if (response.ok) return signedIn(response);
  const problem = await codeProblem(response);
  const status = response.status === 429 ? 429 : 401;
  const headers = cookiesOf(response);
  if (problem.restart) return { ...passwordRefused(problem.message, "", status), headers };
  return { result: { form: "two-factor", message: problem.message }, status, headers };
}

/** "Passwort vergessen?": the same answer whether or not the address has an account. */
export async function forgotStep(call: AuthCaller, form: FormData): Promise<StepAnswer> {
  const forgot = forgotForm.safeParse({ email: form.get("email") });
  if (!forgot.success) {
    const message = forgot.error.issues[0].message;
    return { result: { form: "forgot", ok: false, message }, status: 400 };
  }
  const response = await call("/request-password-reset", forgot.data);
  // better-auth answers 200 for known and unknown addresses alike.
  if (response.ok) return { result: { form: "forgot", ok: true, message: texts.login.emailSent } };
  return {
    result: { form: "forgot", ok: false, message: texts.login.error },
    status: response.status === 429 ? 429 : 400,
  };
}
