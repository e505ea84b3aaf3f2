import { z } from "zod";
import { texts as allTexts, fill } from "../../content/admin-texts";
import type { ActionOutcome, CalendarActionResult } from "../../domain/admin/action-results";
import { feedNameMaxLength, isOwnerFeedUrl } from "../../domain/channels/feed-source";
import {
  describeFailure,
  describeOutsideWindow,
  describeReport,
} from "../../domain/channels/sync-outcome";
import {
  renewChannelExportToken,
  renewExportToken,
  setIncludePreReserved,
} from "../channels/export-feed";
import { addFeed, deleteFeed } from "../channels/feeds";
import { type FeedSyncResult, syncFeeds } from "../channels/scheduler";
import type { AppServices } from "../context";
import type { FormFields } from "../read-form";

const t = allTexts.channels;

const feedForm = z.object({
  name: z.string().trim().min(1, t.invalidName).max(feedNameMaxLength, t.invalidName),
  url: z.string().trim().refine(isOwnerFeedUrl, t.invalidUrl),
});

/** One line per feed: what its sync changed, or why it failed. */
function describeResults(results: FeedSyncResult[]): string {
  return results
    .map(({ feed, outcome }) => {
      if (outcome.status === "synced") {
        const note = describeOutsideWindow(outcome.report);
        return `${feed}: ${describeReport(outcome.report)}${note ? ` ${note}` : ""}`;
      }
      if (outcome.status === "failed") return `${feed}: ${describeFailure(outcome.failure)}`;
      if (outcome.status === "error") return `${feed}: ${t.syncError}`;
      return null;
    })
    .filter(Boolean)
    .join("\n");
}

const allFine = (results: FeedSyncResult[]) =>
  results.every(({ outcome }) => outcome.status === "synced" || outcome.status === "skipped");

type Outcome = ActionOutcome<CalendarActionResult>;

/**
 * The Kalender tab's posts (after the admin check): the export's token and options, the imported
 * feeds, and "Jetzt synchronisieren".
 */
export async function runCalendarAction(
  services: AppServices,
  fields: FormFields,
): Promise<Outcome> {
  const { db, now } = services;

  switch (fields.intent) {
    case "renew-export":
      await renewExportToken(db, now());
      return { result: { ok: true, message: t.renewed } };
    case "renew-channel-export": {
      const id = z.uuid().safeParse(fields.id);
      const name = id.success ? await renewChannelExportToken(db, id.data) : null;
      if (name === null) {
        return { refused: "not-found", result: { ok: false, message: t.renewFailed } };
      }
      return { result: { ok: true, message: fill(t.renewedChannel, { name }) } };
    }
    case "export-options":
      await setIncludePreReserved(db, fields.includePreReserved === "on");
      return { result: { ok: true, message: t.saved } };
    case "add-feed": {
      // null, as FormData.get gave, keeps zod's message for a missing field.
      const parsed = feedForm.safeParse({ name: fields.name ?? null, url: fields.url ?? null });
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path[0], issue.message]),
        );
        return { refused: "invalid", result: { ok: false, message: t.addFailed, fieldErrors } };
      }
      const id = await addFeed(db, parsed.data);
      if (!id) {
        return {
          refused: "conflict",
          result: {
            ok: false,
            message: t.addFailed,
            fieldErrors: { name: t.nameTaken },
          },
        };
      }
      // Fetched at once, so the list shows right away whether the URL works.
      await syncFeeds(services, { onDemand: true, feedIds: [id] });
      return { result: { ok: true, message: t.added } };
    }
    case "remove-feed": {
      const id = z.uuid().safeParse(fields.id);
      if (!id.success || !(await deleteFeed(db, id.data))) {
        return { refused: "not-found", result: { ok: false, message: t.removeFailed } };
      }
      return { result: { ok: true, message: t.removed } };
    }
    case "sync-now": {
      const results = await syncFeeds(services, { onDemand: true });
      return {
        result: {
          ok: allFine(results),
          message: allFine(results) ? t.synced : t.syncFailed,
          detail: describeResults(results),
        },
      };
    }
    default:
      return { refused: "invalid", result: { ok: false, message: allTexts.unknownAction } };
  }
}
