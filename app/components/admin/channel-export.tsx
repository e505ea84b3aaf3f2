import { useFetcher } from "react-router";
import { toast } from "sonner";
import { texts } from "../../../content/admin-texts";
import type { CalendarActionResult } from "../../../domain/admin/action-results";
import { Checkbox, TextField } from "../forms/fields";
import { ConfirmDialog, smallButton } from "./confirm-dialog";
import { useResultToast } from "./use-result-toast";

const t = texts.channels;

/** Our export feed: its secret URL for the channels, a new one on demand, and what it lists. */
export function ChannelExport({
  url,
  includePreReserved,
}: {
  url: string;
  includePreReserved: boolean;
}) {
  const renew = useFetcher<CalendarActionResult>();
  const options = useFetcher<CalendarActionResult>();
  useResultToast(renew);
  useResultToast(options);
  // The clipboard API exists only on https (and localhost): elsewhere the owners copy by hand.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };

  return (
    <section aria-labelledby="channel-export" className="space-y-3">
      <h2 id="channel-export" className="text-lg font-semibold">
        {t.exportTitle}
      </h2>
      <p className="max-w-3xl text-sm text-stone-600">{t.exportHint}</p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1 [&_input]:font-mono [&_input]:text-xs"
          label={t.exportUrl}
          name="export-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" onClick={copy} className={smallButton}>
          {t.copy}
        </button>
        <ConfirmDialog
          action={t.renew}
          buttonClass={smallButton}
          disabled={renew.state !== "idle"}
          title={t.confirmRenew}
          description={t.confirmRenewText}
          cancelLabel={t.cancel}
          onConfirm={() => renew.submit({ intent: "renew-export" }, { method: "post" })}
        />
      </div>
      <options.Form method="post" className="flex items-center gap-2 text-sm">
        <input type="hidden" name="intent" value="export-options" />
        <Checkbox
          label={t.includePreReserved}
          name="includePreReserved"
          defaultChecked={includePreReserved}
          onChange={(event) => options.submit(event.currentTarget.form)}
        />
        <noscript>
          <button type="submit" className={smallButton}>
            {texts.reservations.save}
          </button>
        </noscript>
      </options.Form>
    </section>
  );
}
