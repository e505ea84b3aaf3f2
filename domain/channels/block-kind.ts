/**
 * What an imported event stands for. Both block the nights; only the admin tells them apart, so
 * the owners do not take a date the host closed for a guest's stay.
 */
export type BlockKind = "reserved" | "blocked";

/**
 * Closed dates as the channels name them: Airbnb "Airbnb (Not available)", Booking.com
 * "CLOSED - Not available", Vrbo "Blocked". Anything else (Airbnb and Vrbo "Reserved", a
 * calendar's own titles) is taken for a stay.
 */
const closedSummary = /not available|unavailable|blocked|closed|nicht verfügbar|gesperrt/i;

export function blockKind(summary: string | undefined): BlockKind {
  return summary && closedSummary.test(summary) ? "blocked" : "reserved";
}
