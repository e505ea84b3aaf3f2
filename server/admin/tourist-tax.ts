import { and, eq, gt, inArray, lt } from "drizzle-orm";
import {
  type TouristTaxReport,
  taxedStatuses,
  touristTaxReport,
} from "../../domain/admin/tourist-tax-report";
import { monthSpan, type YearMonth } from "../../domain/booking/month-grid";
import type { Database } from "../db/client";
import { channelBlocks, channelFeeds, reservations } from "../db/schema";

/**
 * The tourist-tax report of a month (domain/admin/tourist-tax-report.ts): the booked and paid
 * stays and the stays imported from other channels with a night in it.
 */
export async function loadTouristTaxReport(
  db: Database,
  month: YearMonth,
): Promise<TouristTaxReport> {
  const { start, end } = monthSpan(month);
  const own = await db
    .select({
      name: reservations.name,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      status: reservations.status,
      adults: reservations.adults,
      children: reservations.children,
      quote: reservations.quote,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, [...taxedStatuses]),
        lt(reservations.startDate, end),
        gt(reservations.endDate, start),
      ),
    );
  const imported = await db
    .select({
      channel: channelFeeds.name,
      startDate: channelBlocks.startDate,
      endDate: channelBlocks.endDate,
    })
    .from(channelBlocks)
    .innerJoin(channelFeeds, eq(channelFeeds.id, channelBlocks.feedId))
    .where(
      and(
        eq(channelBlocks.kind, "reserved"),
        lt(channelBlocks.startDate, end),
        gt(channelBlocks.endDate, start),
      ),
    );
  return touristTaxReport(month, own, imported);
}
