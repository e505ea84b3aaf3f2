import { useEffect } from "react";
import { data, redirect, useNavigate, useNavigation } from "react-router";
import { texts } from "../../content/admin-texts";
import type { SignInResult } from "../../domain/admin/sign-in-form";
import { authCallerFor } from "../../server/admin/auth-caller";
import {
  codeStep,
  forgotStep,
  passwordRefused,
  passwordStep,
  type StepAnswer,
} from "../../server/admin/sign-in-steps";
import { cookiesOf } from "../../server/auth/auth-calls";
import { currentSession, isAdminSession } from "../../server/auth/sessions";
import { servicesContext } from "../../server/context";
import { readForm } from "../../server/read-form";
import { noIndexMeta } from "../admin-meta";
import { useCheckingRole } from "../components/admin/gate";
import { CodeStep } from "../components/admin/sign-in/code-step";
import { ForgotPassword } from "../components/admin/sign-in/forgot-password";
import { PasswordStep } from "../components/admin/sign-in/password-step";
import type { Route } from "./+types/admin-login";

export const meta = noIndexMeta(texts.login.title);

/** A signed-in admin goes straight on to the dashboard. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { auth, now } = context.get(servicesContext);
  const session = await currentSession(auth, request.headers, { now: now() });
  if (isAdminSession(session)) throw redirect("/admin");
  return null;
}

const answer = ({ result, status, headers }: StepAnswer) =>
  data<SignInResult>(result, { status, headers });

/**
 * Sign in (password, then the second factor when it is on), request a reset mail, or sign out;
 * each also works as a plain HTML form post (server/admin/sign-in-steps.ts).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return answer(passwordRefused(texts.unreadableForm, "", 400));
  const call = authCallerFor(context, request);
  switch (String(form.get("intent") ?? "sign-in")) {
    case "sign-out":
      throw redirect("/admin/login", { headers: cookiesOf(await call("/sign-out")) });
    case "forgot":
      return answer(await forgotStep(call, form));
    case "two-factor":
      return answer(await codeStep(call, form));
    default:
      return answer(await passwordStep(call, form));
  }
}

export default function AdminLogin({ actionData: result }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const checking = useCheckingRole();
  const busy = navigation.state === "submitting";
  const signedIn = result?.form === "sign-in" && result.ok;

  useEffect(() => {
    if (signedIn) navigate("/admin", { replace: true, state: { toast: texts.login.signedIn } });
  }, [signedIn, navigate]);

  if (result?.form === "two-factor") return <CodeStep problem={result.message} busy={busy} />;

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-semibold">{texts.login.title}</h1>
      <PasswordStep
        result={result?.form === "sign-in" ? result : undefined}
        busy={busy}
        checking={checking}
      />
      <p className="mt-6 text-sm text-stone-600">{texts.login.rolesNote}</p>
      <ForgotPassword result={result?.form === "forgot" ? result : undefined} busy={busy} />
    </section>
  );
}
