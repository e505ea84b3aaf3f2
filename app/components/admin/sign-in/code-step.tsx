import { Form } from "react-router";
import { texts } from "../../../../content/admin-texts";
import { maxCodeLength } from "../../../../domain/admin/sign-in-form";
import { TextField } from "../../forms/fields";
import { adminButton } from "../buttons";

/** Step two of the sign-in, when the second factor is on: a code from the app or a backup code. */
export function CodeStep({ problem, busy }: { problem: string | null; busy: boolean }) {
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
          invalid={Boolean(problem)}
          describedBy={problem ? "code-problem" : undefined}
        />
        <button type="submit" className={adminButton.round} disabled={busy}>
          {texts.login.twoFactor.submit}
        </button>
        {problem && (
          <p id="code-problem" role="alert" className="font-medium text-red-700">
            {problem}
          </p>
        )}
      </Form>
      <a href="/admin/login" className="mt-6 inline-block text-sm underline">
        {texts.login.twoFactor.restart}
      </a>
    </section>
  );
}
