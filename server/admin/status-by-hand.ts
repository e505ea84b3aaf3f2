import type { StayEvent } from "../../domain/kernel/lifecycle";
import type { ReservationStatus } from "../../domain/kernel/statuses";

/**
 * The signed-in owner who changes a stay, the application's clock, and what the guest's mails
 * link to and reply to.
 */
export interface Owner {
  by: string;
  now: Date;
  siteUrl: string;
  ownerEmail: string;
}

/** The lifecycle's event for a status the owners choose by hand (domain/kernel/lifecycle.ts). */
export const eventOfStatusByHand: Record<ReservationStatus, StayEvent> = {
  pre_reserved: "set_pre_reserved",
  booked: "set_booked",
  paid: "set_paid",
  cancelled: "cancelled_by_owners",
};
