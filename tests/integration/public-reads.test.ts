import { expect, it } from "vitest";
import { reservations } from "../../server/db/schema";
import { readPublicPagesVersion } from "../../server/page-cache";
import { createPublicReads } from "../../server/public-reads";
import { describeWithDatabase } from "./databases";
import { stayGuest } from "./guests";

const today = "2026-11-24";
const stay = (startDate: string, endDate: string) => ({
  ...stayGuest("Anna", "Berger"),
  children: 0,
  startDate,
  endDate,
  status: "booked" as const,
});

describeWithDatabase("public reads", (getDb) => {
  it("reads once per version and sees a change at the next request", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db);
    // Each request reads the version once, as the HTTP layer does.
    const request = () => {
      const version = readPublicPagesVersion(db);
      return reads.at(() => version);
    };

    const first = await request().availability(today);
    // The same records, not read again: the version has not moved.
    expect(await request().availability(today)).toBe(first);

    await db.insert(reservations).values(stay("2027-07-01", "2027-07-08"));
    const after = await request().availability(today);
    expect(after).not.toBe(first);
    expect(after.map((record) => record.start_date)).toContain("2027-07-01");
  });

  it("keeps nothing for a request that began before a newer version was seen", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db);
    const old = await readPublicPagesVersion(db);
    await db.insert(reservations).values(stay("2027-08-01", "2027-08-05"));
    const current = await readPublicPagesVersion(db);

    const fresh = await reads.at(async () => current).availability(today);
    const late = await reads.at(async () => old).availability(today);
    expect(late).not.toBe(fresh);
    expect(await reads.at(async () => current).availability(today)).toBe(fresh);
  });

  it("reads afresh without a version", async () => {
    const { db } = getDb();
    const reads = createPublicReads(db).at(async () => null);
    expect(await reads.images()).not.toBe(await reads.images());
  });
});
