import { and, desc, eq } from "drizzle-orm";
import { guestsOfInquiry } from "../../domain/admin/inquiry-guests";
import type { Database } from "../db/client";
import { bookingInquiries, reservations } from "../db/schema";

export type InquiryRow = typeof bookingInquiries.$inferSelect;

/** Every inquiry, newest first (SPEC.md section 7). */
export function listInquiries(db: Database) {
  return db
    .select({
      id: bookingInquiries.id,
      firstName: bookingInquiries.firstName,
      lastName: bookingInquiries.lastName,
      contactEmail: bookingInquiries.contactEmail,
      phone: bookingInquiries.phone,
      guestCount: bookingInquiries.guestCount,
      preferredStartDate: bookingInquiries.preferredStartDate,
      preferredEndDate: bookingInquiries.preferredEndDate,
      message: bookingInquiries.message,
      processed: bookingInquiries.processed,
      quotedPrice: bookingInquiries.quotedPrice,
      language: bookingInquiries.language,
      createdAt: bookingInquiries.createdAt,
      reservationId: reservations.id,
    })
    .from(bookingInquiries)
    .leftJoin(reservations, eq(reservations.inquiryId, bookingInquiries.id))
    .orderBy(desc(bookingInquiries.createdAt));
}

export type ProcessResult =
  | { ok: true; reservationId?: string; already?: boolean }
  | { ok: false; reason: "not-found" | "already-rejected" | "already-accepted" };

/**
 * Accept: in one transaction, mark the inquiry processed (only if it was not: that update is the
 * gate, so two concurrent accepts make one reservation) and create its pre_reserved reservation
 * with the quote as offer price. Accepting an already accepted inquiry answers ok (idempotent).
 */
export async function acceptInquiry(db: Database, id: string): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .update(bookingInquiries)
      .set({ processed: true })
      .where(and(eq(bookingInquiries.id, id), eq(bookingInquiries.processed, false)))
      .returning();
    if (!inquiry) {
      const [existing] = await tx
        .select({ id: bookingInquiries.id, reservationId: reservations.id })
        .from(bookingInquiries)
        .leftJoin(reservations, eq(reservations.inquiryId, bookingInquiries.id))
        .where(eq(bookingInquiries.id, id));
      if (!existing) return { ok: false, reason: "not-found" };
      if (existing.reservationId) {
        return { ok: true, reservationId: existing.reservationId, already: true };
      }
      return { ok: false, reason: "already-rejected" };
    }
    const guests = guestsOfInquiry(inquiry.guestCount, inquiry.message);
    const [reservation] = await tx
      .insert(reservations)
      .values({
        name: `${inquiry.firstName} ${inquiry.lastName}`,
        firstName: inquiry.firstName,
        lastName: inquiry.lastName,
        email: inquiry.contactEmail,
        phone: inquiry.phone,
        ...guests,
        notes: inquiry.message || null,
        startDate: inquiry.preferredStartDate,
        endDate: inquiry.preferredEndDate,
        status: "pre_reserved",
        offerPrice: inquiry.quotedPrice,
        inquiryId: inquiry.id,
      })
      .returning({ id: reservations.id });
    return { ok: true, reservationId: reservation.id };
  });
}

/** Reject: only marks the inquiry processed; an accepted inquiry stays accepted. */
export async function rejectInquiry(db: Database, id: string): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .update(bookingInquiries)
      .set({ processed: true })
      .where(and(eq(bookingInquiries.id, id), eq(bookingInquiries.processed, false)))
      .returning({ id: bookingInquiries.id });
    if (inquiry) return { ok: true };
    const [existing] = await tx
      .select({ id: bookingInquiries.id, reservationId: reservations.id })
      .from(bookingInquiries)
      .leftJoin(reservations, eq(reservations.inquiryId, bookingInquiries.id))
      .where(eq(bookingInquiries.id, id));
    if (!existing) return { ok: false, reason: "not-found" };
    if (existing.reservationId) return { ok: false, reason: "already-accepted" };
    return { ok: true, already: true };
  });
}
