import { beforeAll, beforeEach, expect, it } from "vitest";
import * as pageRoute from "../../app/routes/admin-tourist-tax";
import * as csvRoute from "../../app/routes/admin-tourist-tax-csv";
import { quoteStay } from "../../domain/booking/quote";
import { type BookingSettings, defaultYearPlan } from "../../domain/booking/settings";
import { channelBlocks, channelFeeds, reservations } from "../../server/db/schema";
import { createUsers, routerContext, siteUrl, testServices } from "./admin-support";
import { describeWithDatabase, emptyTables } from "./databases";
import { stayGuest } from "./guests";

/** Before the signed-in session's end (the stays lie after it, entered ahead). */
const now = new Date("2026-08-03T09:00:00Z");

/**
 * The rates the stays were quoted with: 2027 as the defaults, with a tourist tax of 2,50 € per
 * adult and night, children exempt. The database keeps the defaults (no tax at all): the report
 * must take the tax from each stay's stored quote.
 */
const quotedWith: BookingSettings = {
  general: { horizonYears: 5, maxGuests: 20 },
  years: {
    "2027": {
      ...defaultYearPlan(2027),
      touristTax: { enabled: true, amountCents: 250, childrenExempt: true },
    },
  },
};

function ownStay(
  guest: [string, string],
  startDate: string,
  endDate: string,
  guests: { adults: number; children: number },
  status: "pre_reserved" | "booked" | "paid",
) {
  return {
    ...stayGuest(...guest),
    ...guests,
    guests: guests.adults + guests.children,
    startDate,
    endDate,
    status,
    quote: quoteStay(quotedWith, { start: startDate, end: endDate }, guests),
  };
}

describeWithDatabase("tourist-tax report", (getDb) => {
  let setup: ReturnType<typeof testServices>;
  let cookie: string;

  beforeAll(async () => {
    setup = testServices(getDb().db, { now: () => now });
    cookie = (await createUsers(setup.auth)).admin;
  });

  beforeEach(async () => {
    const { db } = getDb();
    await emptyTables(db, channelFeeds, reservations);
    await db.insert(reservations).values([
      // Over the end of June: 3 nights in June, 4 in July.
      ownStay(["Anna", "Berger"], "2027-06-28", "2027-07-05", { adults: 2, children: 0 }, "booked"),
      // With children, who are exempt.
      ownStay(["Carla", "Huber"], "2027-07-10", "2027-07-14", { adults: 2, children: 2 }, "paid"),
      // Pre-reserved, even holding its dates for an offer: not counted.
      {
        ...ownStay(
          ["Dora", "Vorab"],
          "2027-07-15",
          "2027-07-19",
          { adults: 4, children: 0 },
          "pre_reserved",
        ),
        holdsDates: true,
      },
    ]);
    const [airbnb] = await db
      .insert(channelFeeds)
      .values({ name: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics" })
      .returning({ id: channelFeeds.id });
    await db.insert(channelBlocks).values([
      {
        feedId: airbnb.id,
        uid: "stay@airbnb.com",
        startDate: "2027-07-20",
        endDate: "2027-07-27",
        kind: "reserved",
      },
      // Dates the channel closed: nobody stays, nothing to report.
      {
        feedId: airbnb.id,
        uid: "closed@airbnb.com",
        startDate: "2027-07-28",
        endDate: "2027-07-31",
        kind: "blocked",
      },
    ]);
  });

  const args = (path: string) => ({
    request: new Request(`${siteUrl}${path}`, { headers: { cookie } }),
    context: routerContext(setup.services),
    params: {},
  });
  const download = (path: string) => csvRoute.loader(args(path) as never) as Promise<Response>;

  it("the CSV of a month with three stays equals the figures computed by hand", async () => {
    const response = await download("/admin/ortstaxe.csv?monat=2027-07");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="ortstaxe-2027-07.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    // By hand, July 2027:
    // Berger: nights 1–4 July = 4; 2 adults × 4 = 8 guest-nights, 0 of children; tax 8 × 2,50 € = 20,00 €.
    // Huber: nights 10–13 July = 4; 2 × 4 = 8 of adults, 2 × 4 = 8 of children (exempt);
    //   tax 8 × 2,50 € = 20,00 €.
    // Airbnb: nights 20–26 July = 7, guests unknown.
    // Sums: 3 stays, 4 + 4 + 7 = 15 nights, 16 adult and 8 child guest-nights, 16 taxed, 40,00 €.
    expect(lines).toEqual([
      '"Anreise","Abreise","Gast / Kanal","Status","Nächte im Monat","Nächtigungen Erwachsene","Nächtigungen Kinder","Abgabepflichtige Nächtigungen","Ortstaxe (EUR)","Hinweis"',
      '"2027-06-28","2027-07-05","Anna Berger","Gebucht",4,8,0,8,"20.00",',
      '"2027-07-10","2027-07-14","Carla Huber","Bezahlt",4,8,8,8,"20.00",',
      '"2027-07-20","2027-07-27","Airbnb","Importiert",7,,,,,"Importiert: Gäste und Ortstaxe bitte ergänzen"',
      '"Summe",,"3 Aufenthalte",,15,16,8,16,"40.00","1 Aufenthalt zu ergänzen"',
      "",
    ]);

    // June has Berger's other 3 nights: 6 guest-nights, 15,00 €.
    const june = (await (await download("/admin/ortstaxe.csv?monat=2027-06")).text()).split("\r\n");
    expect(june.slice(1, 3)).toEqual([
      '"2027-06-28","2027-07-05","Anna Berger","Gebucht",3,6,0,6,"15.00",',
      '"Summe",,"1 Aufenthalt",,3,6,0,6,"15.00",',
    ]);
  });

  it("lists a booked stay without a stored quote for the owners to complete", async () => {
    const { db } = getDb();
    await db.insert(reservations).values({
      ...stayGuest("Emil", "Manuell"),
      startDate: "2027-07-05",
      endDate: "2027-07-08",
      status: "booked",
    });
    const text = await (await download("/admin/ortstaxe.csv?monat=2027-07")).text();
    expect(text).toContain(
      '"2027-07-05","2027-07-08","Emil Manuell","Gebucht",3,6,0,,,"ohne Preisaufstellung"',
    );
    expect(text).toContain(
      '"Summe",,"4 Aufenthalte",,18,22,8,16,"40.00","2 Aufenthalte zu ergänzen"',
    );
  });

  it("shows the same month on the page, and the previous month without one", async () => {
    const page = await pageRoute.loader(args("/admin/ortstaxe?monat=2027-07") as never);
    expect(page.asked).toBeNull();
    expect(page.report.lines.map((line) => [line.guest, line.nights, line.taxCents])).toEqual([
      ["Anna Berger", 4, 2000],
      ["Carla Huber", 4, 2000],
      ["Airbnb", 7, null],
    ]);
    // Today is 3 August 2026: July is the month to report.
    const fallback = await pageRoute.loader(args("/admin/ortstaxe") as never);
    expect(fallback.report.month).toBe("2026-07");
  });

  it("refuses a month that is none, in words, and reports nothing for it", async () => {
    const response = await download("/admin/ortstaxe.csv?monat=2027-13");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "Bitte einen Monat im Format JJJJ-MM wählen (höchstens zehn Jahre vor oder nach heute).",
    );
    const page = await pageRoute.loader(args("/admin/ortstaxe?monat=juli") as never);
    expect(page.asked).toBe("juli");
    expect(page.report.month).toBe("2026-07");
  });
});
