import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { fill, texts } from "../../content/admin-texts";
import { minPasswordLength, newPasswordForm } from "../../domain/admin/password-reset";
import { fieldErrorsOf } from "../../domain/forms/field-errors";
import { authCallerFor } from "../../server/admin/auth-caller";
import { resetTokenIsValid } from "../../server/auth/reset-token-check";
import { servicesContext } from "../../server/context";
import { readForm } from "../../server/read-form";
import { noIndexMeta } from "../admin-meta";
import { adminButton } from "../components/admin/buttons";
import { TextField } from "../components/forms/fields";
import type { Route } from "./+types/password-reset";

export const meta = noIndexMeta(texts.reset.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  const valid = await resetTokenIsValid(auth, token);
  return { valid, token: valid ? token : null };
}

type FieldErrors = Partial<Record<"password" | "confirm", string>>;
type ActionResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: FieldErrors; invalid?: boolean };

export async function action({ context, request }: Route.ActionArgs) {
  const { auth } = context.get(servicesContext);
  const form = await readForm(request);
  if (!form) {
    return data<ActionResult>({ ok: false, message: texts.unreadableForm }, { status: 400 });
  }
  const token = String(form.get("token") ?? "");
  const parsed = newPasswordForm.safeParse({
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf<keyof FieldErrors>(parsed.error);
    const message = parsed.error.issues[0].message;
    return data<ActionResult>({ ok: false, message, fieldErrors }, { status: 400 });
  }
  const { password } = parsed.data;
  if (!(await resetTokenIsValid(auth, token))) {
    return data<ActionResult>(
      { ok: false, message: texts.reset.failed, invalid: true },
      { status: 400 },
    );
  }
  const response = await authCallerFor(context, request)("/reset-password", {
    token,
    newPassword: password,
  });
  if (response.ok) return data<ActionResult>({ ok: true });
  return data<ActionResult>({ ok: false, message: texts.reset.failed }, { status: 400 });
}

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

export default function PasswordReset({ loaderData, actionData: result }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [checked, setChecked] = useState<FieldErrors | null>(null);

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
    // The browser's own check, else what the server said (also without JavaScript).
    const errors = checked ?? (result && !result.ok ? (result.fieldErrors ?? {}) : {});
    const message = result && !result.ok && !result.fieldErrors ? result.message : null;
    body = (
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          const parsed = newPasswordForm.safeParse(
            Object.fromEntries(new FormData(event.currentTarget)),
          );
          if (parsed.success) return setChecked(null);
          event.preventDefault();
          const found = fieldErrorsOf<keyof FieldErrors>(parsed.error);
          setChecked(found);
          // On the field, its message is read with it.
          const first = found.confirm ? "confirm" : "password";
          (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
        }}
      >
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <TextField
          label={texts.reset.password}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={fill(texts.reset.minLength, { min: minPasswordLength })}
          error={errors.password}
        />
        <TextField
          label={texts.reset.confirm}
          type="password"
          name="confirm"
          autoComplete="new-password"
          error={errors.confirm}
        />
        {message && (
          <p id="reset-problem" role="alert" className="text-red-700">
            {message}
          </p>
        )}
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className={adminButton.round}
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
