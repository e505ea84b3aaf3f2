import { data } from "react-router";
import { z } from "zod";
import { texts as allTexts } from "../../content/admin-texts";
import type { CalendarActionResult } from "../../domain/admin/action-results";
import { feedNameMaxLength, isFeedUrl } from "../../domain/channels/feed-source";
import { describeFailure, describeReport } from "../../domain/channels/sync-outcome";
import { renewExportToken, setIncludePreReserved } from "../channels/export-feed";
import { addFeed, deleteFeed } from "../channels/feeds";
import { type FeedSyncResult, syncFeeds } from "../channels/scheduler";
import type { AppServices } from "../context";

const t = allTexts.channels;

const feedForm = z.object({
  name: z.string().trim().min(1, t.invalidName).max(feedNameMaxLength, t.invalidName),
  url: z.string().trim().refine(isFeedUrl, t.invalidUrl),
});

/** One line per feed: what its sync changed, or why it failed. */
function describeResults(results: FeedSyncResult[]): string {
  return results
    .map(({ feed, outcome }) => {
      if (outcome.status === "synced") return `${feed}: ${describeReport(outcome.report)}`;
      if (outcome.status === "failed") return `${feed}: ${describeFailure(outcome.failure)}`;
      if (outcome.status === "error") return `${feed}: ${t.syncError}`;
      return null;
    })
    .filter(Boolean)
    .join("\n");
}

const allFine = (results: FeedSyncResult[]) =>
  results.every(({ outcome }) => outcome.status === "synced" || outcome.status === "skipped");

/**
 * The Kalender tab's posts (after the admin check): the export's token and options, the imported
 * feeds, and "Jetzt synchronisieren". `form` is null when the post was no readable form.
 */
export async function handleCalendarAction(services: AppServices, form: FormData | null) {
  const { db, now } = services;
  const answer = (result: CalendarActionResult, status = 200) =>
    data<CalendarActionResult>(result, { status });
  if (!form) return answer({ ok: false, message: allTexts.unreadableForm }, 400);

  switch (form.get("intent")) {
    case "renew-export":
      await renewExportToken(db, now());
      return answer({ ok: true, message: t.renewed });
    case "export-options":
      await setIncludePreReserved(db, form.get("includePreReserved") === "on");
      return answer({ ok: true, message: t.saved });
    case "add-feed": {
      const parsed = feedForm.safeParse({ name: form.get("name"), url: form.get("url") });
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path[0], issue.message]),
        );
        return answer({ ok: false, message: t.addFailed, fieldErrors }, 400);
      }
      const id = await addFeed(db, parsed.data);
      if (!id) {
        return answer({ ok: false, message: t.addFailed, fieldErrors: { name: t.nameTaken } }, 409);
      }
      // Fetched at once, so the list shows right away whether the URL works.
      await syncFeeds(services, { onDemand: true, feedIds: [id] });
      return answer({ ok: true, message: t.added });
    }
    case "remove-feed": {
      const id = z.uuid().safeParse(form.get("id"));
      if (!id.success || !(await deleteFeed(db, id.data))) {
        return answer({ ok: false, message: t.removeFailed }, 404);
      }
      return answer({ ok: true, message: t.removed });
    }
    case "sync-now": {
      const results = await syncFeeds(services, { onDemand: true });
      return answer({
        ok: allFine(results),
        message: allFine(results) ? t.synced : t.syncFailed,
        detail: describeResults(results),
      });
    }
    default:
      return answer({ ok: false, message: "Unbekannte Aktion" }, 400);
  }
}
