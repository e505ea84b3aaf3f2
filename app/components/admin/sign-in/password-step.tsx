import { Form } from "react-router";
import { texts } from "../../../../content/admin-texts";
import type { SignInResult } from "../../../../domain/admin/sign-in-form";
import { TextField } from "../../forms/fields";
import { adminButton } from "../buttons";
import { Checking } from "../gate";
import { emailField } from "./email-field";

/** Step one of the sign-in: e-mail and password, and how the last try went. */
export function PasswordStep({
  result,
  busy,
  checking,
}: {
  /** The last sign-in post's answer, if the last post was one. */
  result: Extract<SignInResult, { form: "sign-in" }> | undefined;
  busy: boolean;
  /** A client-side navigation into the admin area waits for the role check. */
  checking: boolean;
}) {
  return (
    <Form method="post" className="mt-8 space-y-4" noValidate={false}>
      <input type="hidden" name="intent" value="sign-in" />
      <TextField
        {...emailField}
        autoComplete="username"
        required
        defaultValue={result && !result.ok ? result.email : undefined}
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
      {result && (
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
  );
}
