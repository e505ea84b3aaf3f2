import { useRef } from "react";
import { useFetcher } from "react-router";
import { fill, texts } from "../../../content/admin-texts";
import { property } from "../../../content/property";
import type { CalendarActionResult } from "../../../domain/admin/action-results";
import { feedNameMaxLength } from "../../../domain/channels/feed-source";
import { TextField } from "../forms/fields";
import { adminButton } from "./buttons";
import { ExportAddress } from "./channel-export";
import { ConfirmDialog, smallButton } from "./confirm-dialog";
import { useResultToast } from "./use-result-toast";

const t = texts.channels;
const hub = t.hub;

/** What the admin shows of an imported feed: its sync state already in words. */
export interface FeedView {
  id: string;
  name: string;
  /** With any user name and password masked. */
  url: string;
  /** This channel's own export (the hub): every night taken elsewhere, none of its own. */
  exportUrl: string;
  fromEnv: boolean;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  /** The last fetch's failure, or null when it succeeded. */
  error: string | null;
  /** What the last successful fetch changed. */
  report: string | null;
  /** Its events outside the nights a feed may block, when there were any. */
  note: string | null;
}

const time = new Intl.DateTimeFormat("de-DE", {
  timeZone: property.timeZone,
  dateStyle: "medium",
  timeStyle: "short",
});
const when = (iso: string | null) => (iso ? time.format(new Date(iso)) : t.never);

function FeedItem({ feed }: { feed: FeedView }) {
  const remove = useFetcher<CalendarActionResult>();
  useResultToast(remove);
  return (
    <li
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="channel-feed"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{feed.name}</h3>
          <p className="text-xs text-stone-500">{fill(hub.importUrl, { name: feed.name })}</p>
          <p className="truncate font-mono text-xs text-stone-600">{feed.url}</p>
          {feed.fromEnv && <p className="mt-1 text-xs text-stone-500">{t.fromEnv}</p>}
        </div>
        {!feed.fromEnv && (
          <ConfirmDialog
            action={t.remove}
            buttonClass={smallButton}
            buttonName={`${t.remove}: ${feed.name}`}
            title={t.confirmRemove}
            description={`${t.confirmRemoveText} (${feed.name})`}
            cancelLabel={t.cancel}
            onConfirm={() =>
              remove.submit({ intent: "remove-feed", id: feed.id }, { method: "post" })
            }
          />
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-500">{t.lastSuccess}</dt>
          <dd>
            {when(feed.lastSuccessAt)}
            {feed.report && <span className="text-stone-600"> · {feed.report}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{t.lastAttempt}</dt>
          <dd>{when(feed.lastAttemptAt)}</dd>
        </div>
      </dl>
      <div className="mt-3 space-y-1 border-t border-stone-200 pt-3">
        <ExportAddress
          url={feed.exportUrl}
          name={`export-url-${feed.id}`}
          label={fill(hub.exportUrl, { name: feed.name })}
          copyName={fill(hub.copy, { name: feed.name })}
          renewName={fill(hub.renew, { name: feed.name })}
          confirmTitle={fill(hub.confirmRenew, { name: feed.name })}
          confirmText={fill(hub.confirmRenewText, { name: feed.name })}
          renew={{ intent: "renew-channel-export", id: feed.id }}
        />
        <p className="max-w-3xl text-xs text-stone-600">
          {fill(hub.exportHint, { name: feed.name })}
        </p>
      </div>
      {feed.note && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900" role="note">
          {feed.note}
        </p>
      )}
      {feed.error && (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900" role="status">
          {feed.error}
        </p>
      )}
    </li>
  );
}

/** For Airbnb, Booking.com and Vrbo: which address goes where, in the order it can be done. */
function ChannelGuide() {
  return (
    <details className="max-w-3xl rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      <summary className="cursor-pointer font-medium">{hub.guideTitle}</summary>
      <p className="mt-2 text-stone-700">{hub.guideIntro}</p>
      {hub.guides.map((guide) => (
        <section key={guide.channel} className="mt-3" aria-label={guide.channel}>
          <h3 className="font-semibold">{guide.channel}</h3>
          <ol className="ml-5 list-decimal space-y-1 text-stone-700">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </details>
  );
}

/**
 * The imported feeds, each with its own export for that channel, how to connect a channel, the
 * form to add one, and "Jetzt synchronisieren".
 */
export function ChannelFeeds({ feeds, syncMinutes }: { feeds: FeedView[]; syncMinutes: number }) {
  const add = useFetcher<CalendarActionResult>();
  const sync = useFetcher<CalendarActionResult>();
  const form = useRef<HTMLFormElement>(null);
  useResultToast(add, { onOk: () => form.current?.reset() });
  useResultToast(sync);
  const errors = add.data?.ok === false ? add.data.fieldErrors : undefined;

  return (
    <section aria-labelledby="channel-feeds" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="channel-feeds" className="text-lg font-semibold">
          {t.importTitle}
        </h2>
        <sync.Form method="post">
          <input type="hidden" name="intent" value="sync-now" />
          <button
            type="submit"
            disabled={sync.state !== "idle" || feeds.length === 0}
            className={`${adminButton.primary} text-sm`}
          >
            {t.syncNow}
          </button>
        </sync.Form>
      </div>
      <p className="max-w-3xl text-sm text-stone-600">
        {fill(t.importHint, { minutes: syncMinutes })}
      </p>
      <ChannelGuide />
      {feeds.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noFeeds}</p>
      ) : (
        <ul className="space-y-3">
          {feeds.map((feed) => (
            <FeedItem key={feed.id} feed={feed} />
          ))}
        </ul>
      )}
      <add.Form ref={form} method="post" className="flex flex-wrap items-start gap-3">
        <input type="hidden" name="intent" value="add-feed" />
        <TextField
          label={t.name}
          name="name"
          required
          maxLength={feedNameMaxLength}
          placeholder="Airbnb"
          error={errors?.name}
        />
        <TextField
          className="min-w-0 flex-1"
          label={t.url}
          name="url"
          type="url"
          required
          placeholder="https://…"
          error={errors?.url}
        />
        <button
          type="submit"
          disabled={add.state !== "idle"}
          className={`mt-6 ${adminButton.secondary} text-sm`}
        >
          {t.add}
        </button>
      </add.Form>
    </section>
  );
}
