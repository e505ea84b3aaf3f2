import { useFetcher } from "react-router";
import { toast } from "sonner";
import { texts } from "../../../content/admin-texts";
import type { CalendarActionResult } from "../../../domain/admin/action-results";
import { Checkbox, TextField } from "../forms/fields";
import { ConfirmDialog, smallButton } from "./confirm-dialog";
import { useResultToast } from "./use-result-toast";

const t = texts.channels;

/**
 * One secret export URL: shown in full to copy, with a button that makes a new one (the old one
 * stops working). `renew` is what the renew post sends.
 */
export function ExportAddress(props: {
  url: string;
  name: string;
  label: string;
  /** The copy and renew buttons' names for screen readers, where one page has several. */
  copyName?: string;
  renewName?: string;
  confirmTitle: string;
  confirmText: string;
  renew: Record<string, string>;
}) {
  const renew = useFetcher<CalendarActionResult>();
  useResultToast(renew);
  // The clipboard API exists only on https (and localhost): elsewhere the owners copy by hand.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-0 flex-1 basis-64 [&_input]:font-mono [&_input]:text-xs"
        label={props.label}
        name={props.name}
        readOnly
        value={props.url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" onClick={copy} className={smallButton} aria-label={props.copyName}>
        {t.copy}
      </button>
      <ConfirmDialog
        action={t.renew}
        buttonClass={smallButton}
        buttonName={props.renewName}
        disabled={renew.state !== "idle"}
        title={props.confirmTitle}
        description={props.confirmText}
        cancelLabel={t.cancel}
        onConfirm={() => renew.submit(props.renew, { method: "post" })}
      />
    </div>
  );
}

/**
 * The general export: the URL the owners may have pasted before the channels had their own (it
 * keeps working), and what every export lists.
 */
export function ChannelExport({
  url,
  includePreReserved,
}: {
  url: string;
  includePreReserved: boolean;
}) {
  const options = useFetcher<CalendarActionResult>();
  useResultToast(options);

  return (
    <section aria-labelledby="channel-export" className="space-y-3">
      <h2 id="channel-export" className="text-lg font-semibold">
        {t.exportTitle}
      </h2>
      <p className="max-w-3xl text-sm text-stone-600">{t.exportHint}</p>
      <ExportAddress
        url={url}
        name="export-url"
        label={t.exportUrl}
        confirmTitle={t.confirmRenew}
        confirmText={t.confirmRenewText}
        renew={{ intent: "renew-export" }}
      />
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
