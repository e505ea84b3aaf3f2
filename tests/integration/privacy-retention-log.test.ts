import { beforeEach, expect, it, vi } from "vitest";
import { bookingInquiries, emailOutbox, jobRuns, reservations } from "../../server/db/schema";
import { log } from "../../server/log";
import { runDailyRetention } from "../../server/privacy/retention-job";
import { describeWithDatabase, emptyTables } from "./databases";

const created = new Date("2023-03-01T08:00:00Z");

describeWithDatabase("privacy retention log", (getDb) => {
  beforeEach(async () => {
    await emptyTables(getDb().db, emailOutbox, reservations, bookingInquiries, jobRuns);
  });

  it("each run logs how many inquiries it anonymised, thousands at once included", async () => {
    const { db } = getDb();
    const rows = Array.from({ length: 1_200 }, (_, index) => ({
      firstName: "Old",
      lastName: `Guest ${index}`,
      contactEmail: `guest-${index}@example.com`,
      guestCount: 2,
      preferredStartDate: "2023-07-01",
      preferredEndDate: "2023-07-08",
      message: "",
      language: "de",
      createdAt: created,
    }));
    for (let start = 0; start < rows.length; start += 400) {
      await db.insert(bookingInquiries).values(rows.slice(start, start + 400));
    }
    const info = vi.spyOn(log, "info");
    const now = new Date("2026-01-15T09:00:00Z");
    await runDailyRetention({ db, months: 24, now: () => now });
    expect(info).toHaveBeenCalledWith(
      "expired personal data removed",
      expect.objectContaining({ anonymisedInquiries: 1_200 }),
    );
    // A quiet day says so too: the count is in every run's line.
    info.mockClear();
    await runDailyRetention({ db, months: 24, now: () => new Date("2026-01-16T09:00:00Z") });
    expect(info).toHaveBeenCalledWith(
      "expired personal data removed",
      expect.objectContaining({ anonymisedInquiries: 0 }),
    );
    info.mockRestore();
  });
});
