import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { runDailyBackup } from "../../server/backup/daily-backups";
import { claimDay, claimLeaseMs, lastFinished } from "../../server/daily-job";
import { jobRuns } from "../../server/db/schema";
import { describeEachDatabase } from "./databases";

const day = "2031-03-04";
const start = new Date(`${day}T02:00:00Z`);
const minutes = (n: number) => n * 60_000;

describeEachDatabase("daily job claims with a lease", (getDb) => {
  beforeEach(() => getDb().db.delete(jobRuns));
  afterEach(() => vi.useRealTimers());

  it("takes over the day of a runner that died mid-job once its lease ran out, and runs it once", async () => {
    const { db } = getDb();
    let clock = start;
    const now = () => clock;
    const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), "almblick-lease-")));
    const runner = (dataDir: string) => runDailyBackup({ db, dataDir, keep: 7, now });

    // The first runner claims the day and "dies": its work never ends, nothing finishes it.
    let died = false;
    void claimDay(db, { job: "backup", day, now }, () => {
      died = true;
      return new Promise(() => {});
    });
    await vi.waitFor(() => expect(died).toBe(true));

    // The other instance leaves a claim under lease alone...
    clock = new Date(start.getTime() + claimLeaseMs - 1);
    expect(await runner(folders[1])).toBeNull();
    // ...and takes it over once the lease has run out: the day's backup is not lost.
    clock = new Date(start.getTime() + claimLeaseMs + 1);
    const file = await runner(folders[1]);
    expect(file).toBe(join(folders[1], "backups", `backup-${day}.jsonl.gz`));
    expect(await lastFinished(db, "backup")).toEqual(clock);

    // A finished day is done, for the restarted first runner too, however late.
    clock = new Date(start.getTime() + minutes(21 * 60));
    expect(await runner(folders[0])).toBeNull();
    expect(await runner(folders[1])).toBeNull();
    expect(readdirSync(join(folders[1], "backups"))).toEqual([`backup-${day}.jsonl.gz`]);
    expect(() => readdirSync(join(folders[0], "backups"))).toThrow();
  });

  it("renews the lease while the job runs, so a long job is not taken over", async () => {
    const { db } = getDb();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let clock = start;
    const now = () => clock;
    const leaseOf = async () => {
      const [row] = await db
        .select({ leaseUntil: jobRuns.leaseUntil })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, "long"), eq(jobRuns.day, day)));
      return row.leaseUntil?.getTime();
    };
    const ran = await claimDay(db, { job: "long", day, now }, async () => {
      expect(await leaseOf()).toBe(start.getTime() + claimLeaseMs);
      clock = new Date(start.getTime() + claimLeaseMs * 0.9);
      vi.advanceTimersByTime(claimLeaseMs / 3);
      await expect.poll(leaseOf).toBe(clock.getTime() + claimLeaseMs);
      // Past the first lease, the renewed claim still holds against another instance.
      clock = new Date(start.getTime() + claimLeaseMs + 1);
      expect(await claimDay(db, { job: "long", day, now }, async () => "twice")).toBeNull();
      return "once";
    });
    expect(ran).toBe("once");
  });

  it("releases the claim of a failed run, so the next check tries again", async () => {
    const { db } = getDb();
    const now = () => start;
    await expect(
      claimDay(db, { job: "flaky", day, now }, async () => {
        throw new Error("disk full");
      }),
    ).rejects.toThrow("disk full");
    expect(await claimDay(db, { job: "flaky", day, now }, async () => "ran")).toBe("ran");
    expect(await lastFinished(db, "flaky")).toEqual(start);
  });
});
