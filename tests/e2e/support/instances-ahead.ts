import { resolve } from "node:path";
import { expect } from "@playwright/test";
import { newDataDir, type SiteProcess, startSite } from "./server-process";

const clockForward = resolve(import.meta.dirname, "../../support/clock-forward.mjs");

/**
 * Two instances of the built site on one database with their clock `days` ahead (as if that much
 * time had passed since the test made its data), returned once each has run its first check of
 * the stays, which they make as soon as they start.
 */
export async function startTwoInstancesAhead(
  days: number,
  env: Record<string, string>,
): Promise<SiteProcess[]> {
  // Both at once, as after a deployment.
  const sites = await Promise.all(
    [0, 1].map(() =>
      startSite({
        DATA_DIR: newDataDir(),
        ...env,
        NODE_OPTIONS: `--import ${clockForward}`,
        CLOCK_FORWARD_DAYS: String(days),
        JOBS_FIRST_CHECK_SECONDS: "0",
      }),
    ),
  );
  await expect
    .poll(() => sites.every((site) => site.output().includes("stays checked")), {
      timeout: 90_000,
    })
    .toBe(true);
  return sites;
}
