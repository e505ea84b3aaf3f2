import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { OccupancyChart } from "../../app/components/admin/occupancy-chart";
import { RevenueTable } from "../../app/components/admin/revenue-table";
import { YearComparison } from "../../app/components/admin/year-comparison";
import { toCents } from "../../domain/kernel/money";
import { loadKpis } from "../../server/admin/kpis";
import { registerEnvFeeds } from "../../server/channels/feeds";
import { syncFeeds } from "../../server/channels/scheduler";
import { channelFeeds, reservations } from "../../server/db/schema";
import { parseEnv } from "../../server/env";
import { type FeedServer, startFeedServer } from "../channels/feed-server";
import { airbnbFeed } from "../channels/fixtures";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

const now = new Date("2026-03-10T12:00:00Z");
const env = parseEnv({ SITE_URL: "https://almblick.example" });

/** The visible text of some markup, spaces as one. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve("/figures-airbnb.ics", {
    body: airbnbFeed([
      // September: an Airbnb stay of 7 nights…
      { uid: "sep@airbnb.com", start: "2026-09-12", end: "2026-09-19", summary: "Reserved" },
      // …and closed dates there, which are no sold nights.
      {
        uid: "closed@airbnb.com",
        start: "2026-09-24",
        end: "2026-09-27",
        summary: "Airbnb (Not available)",
      },
    ]),
  });
});
afterAll(() => feeds.close());

describeWithDatabase("figures with the nights of other channels", (getDb) => {
  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(db, reservations, channelFeeds);
    const stay = (status: string, start: string, end: string, price: string) => ({
      ...stayGuest("Sina", status),
      status: status as "booked",
      startDate: start,
      endDate: end,
      offerPrice: price,
    });
    await db.insert(reservations).values([
      // September: one own stay of 5 nights.
      stay("booked", "2026-09-03", "2026-09-08", "600.00"),
      // Pre-reserved, its price apart from the firm one.
      stay("pre_reserved", "2026-09-20", "2026-09-23", "300.50"),
      stay("paid", "2026-07-01", "2026-07-05", "480.00"),
      stay("cancelled", "2026-08-01", "2026-08-05", "400.00"),
    ]);
    await registerEnvFeeds(db, [{ name: "Airbnb", url: feeds.url("/figures-airbnb.ics") }]);
    await syncFeeds({ db, env, now: () => now, deliverMail: () => {} }, { onDemand: true });
  });

  it("shows September's own and Airbnb nights as two lines, and totals labelled by what they add", async () => {
    const { figures, report, previous } = await loadKpis(getDb().db, 2026, "2026-06-01");

    // Both lines, month by month, and the occupancy from both.
    expect(figures.occupancy[8]).toBe(5);
    expect(figures.channelOccupancy[8]).toBe(7);
    expect(report.months[8]).toMatchObject({
      ownNights: 5,
      channelNights: 7,
      occupiedNights: 12,
      bookableNights: 30,
      occupancy: 12 / 30,
      revenueCents: 60000,
      averageRateCents: 12000,
    });

    const chart = renderToStaticMarkup(
      createElement(OccupancyChart, { own: figures.occupancy, channel: figures.channelOccupancy }),
    );
    expect(chart).toContain('data-month="9" data-nights="5" data-channel-nights="7"');
    const chartText = textOf(chart);
    expect(chartText).toContain("Sep: 5 hier, 7 andere Kanäle");
    // The year's lines add up: 4 + 5 own, 7 on Airbnb, 16 in all.
    expect(chartText).toContain("Hier gebucht (gebucht + bezahlt): 9 Nächte");
    expect(chartText).toContain("Andere Kanäle (importierte Buchungen): 7 Nächte");
    expect(chartText).toContain("Zusammen: 16 Nächte");

    // Each revenue total says what it counts, and they add up.
    expect(figures.firmRevenue).toBe("1080.00");
    expect(figures.totalRevenue).toBe("1380.50");
    expect(toCents(figures.firmRevenue) + toCents(figures.revenue.pre_reserved)).toBe(
      toCents(figures.totalRevenue),
    );
    const table = textOf(renderToStaticMarkup(createElement(RevenueTable, { figures })));
    expect(table).toMatch(/Umsatz fest: gebucht \+ bezahlt 1\.080,00\s€/);
    expect(table).toMatch(
      /Umsatz mit Vorreservierungen: gebucht \+ bezahlt \+ vorreserviert 1\.380,50\s€/,
    );
    expect(table).toContain("Stornierte zählen in keiner Summe");

    // The comparison's revenue is the firm one, named so, and equals the table's firm total when
    // no stay crosses New Year.
    expect(report.total.revenueCents).toBe(toCents(figures.firmRevenue));
    const comparison = renderToStaticMarkup(createElement(YearComparison, { report, previous }));
    const comparisonText = textOf(comparison);
    expect(comparisonText).toContain("Umsatz gebucht + bezahlt");
    expect(comparisonText).toContain("5 hier, 7 andere Kanäle");
    expect(comparisonText).toMatch(/Sep 40,0\s%/);
    expect(comparisonText).toContain("12 / 30");
  });
});
