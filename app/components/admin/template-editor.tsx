import { useState } from "react";
import { texts } from "../../../content/admin-texts";
import type { ReplyText } from "../../../domain/inquiries/reply-template";
import { TextArea, TextField } from "../forms/fields";

const t = texts.templateEditor;

export interface PlaceholderChip {
  name: string;
  label: string;
}

/**
 * Every template of the product is edited here: subject and text, the placeholders as labelled
 * chips that put `{name}` where the cursor is, and beside it the mail filled exactly as it will
 * go out (`fill`: the stay at hand, or an example one, in the template's language). A brace
 * typed away shows in the preview as it would reach the guest. Posted as plain fields, so it
 * works without JavaScript too (then without chips and live preview).
 */
export function TemplateEditor(props: {
  id: string;
  names: { subject: string; body: string };
  labels: { subject: string; body: string };
  defaults: ReplyText;
  placeholders: readonly PlaceholderChip[];
  fill: (text: ReplyText) => ReplyText;
  errors?: { subject?: string; body?: string };
  /** Ids of messages elsewhere that describe the text. */
  describedBy?: string;
  invalid?: boolean;
  limits: { subject: number; body: number };
  rows?: number;
}) {
  const [text, setText] = useState(props.defaults);
  const bodyId = `${props.id}-body`;
  const preview = props.fill(text);

  function insert(name: string) {
    const area = document.getElementById(bodyId) as HTMLTextAreaElement | null;
    const at = area?.selectionStart ?? text.body.length;
    const end = area?.selectionEnd ?? at;
    const token = `{${name}}`;
    setText({ ...text, body: text.body.slice(0, at) + token + text.body.slice(end) });
    // Back in the text, just after what was put in.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  }

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0 space-y-2">
        <TextField
          className="text-sm"
          label={props.labels.subject}
          name={props.names.subject}
          required
          maxLength={props.limits.subject}
          value={text.subject}
          onChange={(event) => setText({ ...text, subject: event.currentTarget.value })}
          error={props.errors?.subject}
        />
        <TextArea
          id={bodyId}
          className="text-sm [&_textarea]:font-mono"
          label={props.labels.body}
          name={props.names.body}
          required
          rows={props.rows ?? 12}
          maxLength={props.limits.body}
          value={text.body}
          onChange={(event) => setText({ ...text, body: event.currentTarget.value })}
          error={props.errors?.body}
          invalid={props.invalid}
          describedBy={props.describedBy}
        />
        <fieldset>
          <legend className="text-xs text-stone-600">{t.chips}</legend>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {props.placeholders.map((chip) => (
              <button
                key={chip.name}
                type="button"
                className="rounded-full border border-emerald-700 bg-emerald-50 px-2.5 py-0.5 text-xs text-emerald-950 hover:bg-emerald-100"
                onClick={() => insert(chip.name)}
                title={`{${chip.name}}`}
              >
                {chip.label}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <section
        aria-labelledby={`${props.id}-preview`}
        className="min-w-0 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
        data-testid="template-preview"
      >
        <h4 id={`${props.id}-preview`} className="font-medium">
          {t.preview}
        </h4>
        <p className="mt-2 font-semibold break-words">{preview.subject}</p>
        <p className="mt-2 break-words whitespace-pre-wrap">{preview.body}</p>
      </section>
    </div>
  );
}
