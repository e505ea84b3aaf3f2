import { useState } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { checkNewPassword, minPasswordLength } from "../../domain/admin/password-reset";
import { callAuth } from "../../server/auth/auth-calls";
import { resetTokenIsValid } from "../../server/auth/reset-token-check";
import { requestContext, servicesContext } from "../../server/context";
import { readForm } from "../../server/read-form";
import type { Route } from "./+types/password-reset";

export const meta = () => [{ title: texts.reset.title }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  const valid = await resetTokenIsValid(auth, token);
  return { valid, token: valid ? token : null };
}

type ActionResult = { ok: true } | { ok: false; message: string; invalid?: boolean };

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { clientAddress } = context.get(requestContext);
  const form = await readForm(request);
  if (!form) {
    return data<ActionResult>({ ok: false, message: texts.unreadableForm }, { status: 400 });
  }
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const problem = checkNewPassword(password, String(form.get("confirm") ?? ""));
  if (problem) return data<ActionResult>({ ok: false, message: problem }, { status: 400 });
  if (!(await resetTokenIsValid(services.auth, token))) {
    return data<ActionResult>(
      { ok: false, message: texts.reset.failed, invalid: true },
      { status: 400 },
    );
  }
  const response = await callAuth(services.auth, {
    path: "/reset-password",
    body: { token, newPassword: password },
    request,
    clientAddress,
    siteUrl: services.env.SITE_URL,
  });
  if (response.ok) return data<ActionResult>({ ok: true });
  return data<ActionResult>({ ok: false, message: texts.reset.failed }, { status: 400 });
}

const input =
  "mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30";

function InvalidLink() {
  return (
    <div role="alert">
      <p className="text-lg font-medium text-red-700">
        {texts.reset.invalidTitle} - {texts.reset.invalidText}
      </p>
      <Link
        to="/admin/login"
        className="mt-6 inline-block rounded-full bg-emerald-800 px-5 py-2 text-white hover:bg-emerald-900"
      >
        {texts.reset.backToLogin}
      </Link>
    </div>
  );
}

export default function PasswordReset({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const [problem, setProblem] = useState<string | null>(null);

  let body: React.ReactNode;
  if (result?.ok) {
    body = (
      <div role="status">
        <p className="text-lg font-medium text-emerald-800">{texts.reset.success}</p>
        <Link to="/admin/login" className="mt-4 inline-block underline">
          {texts.reset.backToLogin}
        </Link>
      </div>
    );
  } else if (!loaderData.valid || (result && !result.ok && result.invalid)) {
    body = <InvalidLink />;
  } else {
    const message = problem ?? (result && !result.ok ? result.message : null);
    body = (
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = checkNewPassword(
            String(form.get("password") ?? ""),
            String(form.get("confirm") ?? ""),
          );
          setProblem(found);
          if (found) event.preventDefault();
        }}
      >
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <label className="block">
          <span className="text-sm font-medium">{texts.reset.password}</span>
          <input
            className={input}
            type="password"
            name="password"
            autoComplete="new-password"
            aria-invalid={Boolean(message)}
            aria-describedby={message ? "reset-problem" : undefined}
          />
        </label>
        <label className="block">
          <span className="text-sm font-medium">{texts.reset.confirm}</span>
          <input
            className={input}
            type="password"
            name="confirm"
            autoComplete="new-password"
            aria-invalid={Boolean(message)}
          />
        </label>
        <p className="text-xs text-stone-500">
          {fill(texts.reset.minLength, { min: minPasswordLength })}
        </p>
        {message && (
          <p id="reset-problem" role="alert" className="text-red-700">
            {message}
          </p>
        )}
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-full bg-emerald-800 px-5 py-2 font-medium text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {texts.reset.submit}
        </button>
      </Form>
    );
  }

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-8 text-3xl font-semibold">{texts.reset.title}</h1>
      {body}
    </section>
  );
}
