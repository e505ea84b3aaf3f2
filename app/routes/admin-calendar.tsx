import { useNavigate } from "react-router";
import { texts } from "../../content/admin-texts";
import { closedSpans } from "../../domain/booking/closed-spans";
import { yearOf } from "../../domain/booking/dates";
import { monthSpan, parseMonthParam, shiftMonth } from "../../domain/booking/month-grid";
import { todayOf } from "../../domain/booking/today";
import { maskFeedUrl } from "../../domain/channels/feed-source";
import {
  describeFailure,
  describeOutsideWindow,
  describeReport,
} from "../../domain/channels/sync-outcome";
import { reservationStatuses, statusLabels } from "../../domain/kernel/statuses";
import { runCalendarAction } from "../../server/admin/calendar-actions";
import { requireAdmin } from "../../server/admin/guard";
import { listReservations } from "../../server/admin/reservations";
import { readBookingSettings } from "../../server/booking-settings";
import { listChannelBlocks } from "../../server/channels/blocks";
import { listConflicts } from "../../server/channels/conflicts";
import {
  channelExportTokens,
  exportFeedUrl,
  exportSettings,
} from "../../server/channels/export-feed";
import { listFeeds } from "../../server/channels/feeds";
import { servicesContext } from "../../server/context";
import { readFields } from "../../server/read-form";
import { answerFields, unreadable } from "../admin-action-answer";
import { adminMeta } from "../admin-meta";
import { ChannelConflicts } from "../components/admin/channel-conflicts";
import { ChannelExport } from "../components/admin/channel-export";
import { ChannelFeeds, type FeedView } from "../components/admin/channel-feeds";
import { AdminErrorBoundary } from "../components/admin/gate";
import { eventColours } from "../components/calendar/event-colours";
import { MonthCalendar, type MonthCalendarEvent } from "../components/calendar/month-calendar";
import type { Route } from "./+types/admin-calendar";

export const meta = adminMeta(texts.dashboard.tabs.calendar);

interface AdminEvent extends MonthCalendarEvent {
  reservationId?: string;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { db, env, now } = context.get(servicesContext);
  const today = todayOf(now);
  const bookingSettings = await readBookingSettings(db);
  // Ten years either way: the owners enter stays beyond what guests can book, and past stays.
  const month = parseMonthParam(new URL(request.url).searchParams.get("month"), today, {
    first: `${yearOf(today) - 10}-01`,
    last: `${yearOf(today) + 10}-12`,
  });
  const rows = await listReservations(db);
  const stays: AdminEvent[] = rows.map((row) => ({
    id: row.id,
    reservationId: row.id,
    title: `${row.name} (${statusLabels[row.status]})`,
    type: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
  }));
  // Nights other channels took, named by their channel.
  const imported: AdminEvent[] = (await listChannelBlocks(db)).map((block) => ({
    id: `imported-${block.feedId}-${block.uid}`,
    title: `${block.feedName}: ${texts.channels.kinds[block.kind]}`,
    type: "imported",
    startDate: block.start,
    endDate: block.end,
  }));
  // The shown month's nights the owners' settings close.
  const closed: AdminEvent[] = closedSpans(bookingSettings, monthSpan(month)).map((span) => ({
    id: `closed-${span.start}`,
    title: texts.calendar.closed,
    type: "closed",
    startDate: span.start,
    endDate: span.end,
  }));
  // Each channel's own export, its token made when first shown.
  const exportTokens = await channelExportTokens(db);
  const feeds: FeedView[] = (await listFeeds(db)).map((feed) => ({
    id: feed.id,
    name: feed.name,
    url: maskFeedUrl(feed.url),
    exportUrl: exportFeedUrl(env.SITE_URL, exportTokens.get(feed.id) ?? ""),
    fromEnv: feed.fromEnv,
    lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
    lastAttemptAt: feed.syncFinishedAt?.toISOString() ?? null,
    error: feed.lastError ? describeFailure(feed.lastError) : null,
    report: feed.lastReport ? describeReport(feed.lastReport) : null,
    note: feed.lastReport ? describeOutsideWindow(feed.lastReport) : null,
  }));
  const settings = await exportSettings(db);
  return {
    month,
    today,
    events: [...stays, ...imported, ...closed],
    conflicts: await listConflicts(db, today),
    exportFeed: {
      url: exportFeedUrl(env.SITE_URL, settings.token),
      includePreReserved: settings.includePreReserved,
    },
    feeds,
    syncMinutes: env.ICAL_SYNC_MINUTES,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context, request);
  return answerFields(await readFields(request), unreadable, (fields) =>
    runCalendarAction(context.get(servicesContext), fields),
  );
}

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { month, today, events, conflicts, exportFeed, feeds, syncMinutes } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <ChannelConflicts conflicts={conflicts} />
        <MonthCalendar<AdminEvent>
          month={month}
          events={events}
          today={today}
          prevHref={`?month=${shiftMonth(month, -1)}`}
          nextHref={`?month=${shiftMonth(month, 1)}`}
          labels={{
            previous: texts.calendar.previous,
            next: texts.calendar.next,
            weekdays: texts.calendar.weekdays,
          }}
          onEventClick={(event) => {
            if (event.reservationId) {
              navigate(`/admin/reservierungen?bearbeiten=${event.reservationId}`);
            }
          }}
        />
        <ul className="flex flex-wrap gap-4 text-sm" aria-label={texts.calendar.legend}>
          {reservationStatuses.map((status) => (
            <li key={status} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded border ${eventColours[status]}`} />
              {statusLabels[status]}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded border ${eventColours.imported}`} />
            {texts.channels.legend}
          </li>
          <li className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded border ${eventColours.closed}`} />
            {texts.calendar.closed}
          </li>
        </ul>
      </div>
      <ChannelFeeds feeds={feeds} syncMinutes={syncMinutes} />
      <ChannelExport {...exportFeed} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary loadError={texts.dashboard.loadError} />;
}
