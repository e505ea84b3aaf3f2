import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical axe violations (WCAG 2.1 A and AA), as readable lines. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Toasts fade in and out: measured mid-animation their text fails contrast at partial
    // opacity. At rest they are dark text on white.
    .exclude("[data-sonner-toaster]")
    // Axe's newer way opens a blank page per scan to merge the results of cross-origin frames:
    // half of each scan's time here. The site's pages have no frames.
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
