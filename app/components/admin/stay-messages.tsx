import { Form, Link } from "react-router";
import { texts } from "../../../content/admin-texts";
import {
  type GuestMessageSettings,
  scheduledMessageKinds,
} from "../../../domain/stays/scheduled-messages";
import { Checkbox } from "../forms/fields";
import { adminButton } from "./buttons";

const t = texts.guestMessages;
const labels = { arrival: t.arrival, thanks: t.thanks } as const;
const onForAll = (settings: GuestMessageSettings) => ({
  arrival: settings.arrivalEnabled,
  thanks: settings.thanksEnabled,
});

/**
 * A stay's scheduled mails, each ticked unless the owners turned it off for this stay (a kind
 * turned off for everyone says so). Posted to /admin/reservierungen with the intent
 * "stay-messages", which answers with the stay again and `?hinweis=gaeste-mails` (`saved`); works
 * without JavaScript.
 */
export function StayMessages({
  stayId,
  muted,
  settings,
  saved,
}: {
  stayId: string;
  muted: readonly string[];
  settings: GuestMessageSettings;
  /** Just saved. */
  saved: boolean;
}) {
  const enabled = onForAll(settings);
  return (
    <section
      aria-labelledby="stay-messages"
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h3 id="stay-messages" className="font-semibold">
        {t.stay.title}
      </h3>
      <p className="text-sm text-stone-600">{t.stay.hint}</p>
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="stay-messages" />
        <input type="hidden" name="id" value={stayId} />
        {scheduledMessageKinds.map((kind) => (
          <Checkbox
            key={kind}
            name={kind}
            value="yes"
            defaultChecked={!muted.includes(kind)}
            label={
              <span>
                {labels[kind]}
                {!enabled[kind] && <span className="text-stone-600"> {t.stay.offForAll}</span>}
              </span>
            }
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={`${adminButton.secondary} text-sm`}>
            {t.stay.save}
          </button>
          <Link to="/admin/nachrichten" className="text-sm text-emerald-900 underline">
            {t.stay.settingsLink}
          </Link>
        </div>
        {saved && (
          <p role="status" className="text-sm text-emerald-900">
            {t.stay.saved}
          </p>
        )}
      </Form>
    </section>
  );
}
