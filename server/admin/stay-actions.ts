import { z } from "zod";
import { fill, texts } from "../../content/admin-texts";
import type { ActionOutcome, ReservationActionResult } from "../../domain/admin/action-results";
import { propertyDateOf } from "../../domain/booking/today";
import { statusLabels } from "../../domain/kernel/statuses";
import { readPaymentForm } from "../../domain/stays/payment-form";
import { stayPath } from "../../domain/stays/stay-panel";
import type { AppServices } from "../context";
import type { FormFields } from "../read-form";
import { readPaymentSettings } from "../stays/payment-settings";
import { amountsOf, type PaymentResult, recordPayment, undoPayment } from "../stays/payments";
import { loadStay } from "../stays/stay-mail";
import { revokeGuestLink } from "./stay-panel";

const t = texts.offers.stay;

/** The posts of a stay's panel on the Reservierungen tab. */
export const stayIntents = ["record-payment", "undo-payment", "revoke-link"] as const;

type Outcome = ActionOutcome<ReservationActionResult> & { redirect?: string };

/**
 * A stay panel's post (after the admin check): record money received or refunded, or take back
 * one recorded by mistake (the status follows the money, server/stays/payments.ts), or give the
 * guest a new page link. Done, the answer is
 * the stay's panel with a notice; refused in words with nothing recorded.
 */
export async function runStayAction(
  services: Pick<AppServices, "db" | "env" | "now" | "deliverMail">,
  fields: FormFields,
  by: string,
): Promise<Outcome> {
  const { db } = services;
  const now = services.now();
  const intent = fields.intent ?? "";
  const failed =
    intent === "revoke-link"
      ? t.revokeFailed
      : intent === "undo-payment"
        ? t.undoFailed
        : t.recordFailed;
  const fail = (
    refused: "invalid" | "not-found" | "conflict",
    extra: { detail?: string; fieldErrors?: Record<string, string> } = {},
  ): Outcome => ({ refused, result: { ok: false, intent, message: failed, ...extra } });
  const id = z.uuid().safeParse(fields.id);
  if (!id.success) return fail("not-found", { detail: t.notFound });

  if (intent === "revoke-link") {
    if (!(await revokeGuestLink(db, id.data, { by, now }))) {
      return fail("not-found", { detail: t.noGuestLink });
    }
    return {
      result: { ok: true, intent, message: t.revoked },
      redirect: stayPath(id.data, "link"),
    };
  }

  const loaded = await loadStay(db, id.data);
  if (!loaded) return fail("not-found", { detail: t.notFound });
  const context = {
    by,
    now,
    siteUrl: services.env.SITE_URL,
    ownerEmail: services.env.OWNER_EMAIL,
    payment: await readPaymentSettings(db),
  };
  let changed: PaymentResult;
  if (intent === "undo-payment") {
    const paymentId = z.uuid().safeParse(fields.payment);
    if (!paymentId.success) return fail("not-found", { detail: t.notFound });
    const reason = (fields.reason ?? "").trim().slice(0, 500);
    if (!reason) return fail("invalid", { fieldErrors: { reason: t.undoReasonMissing } });
    changed = await undoPayment(db, id.data, { paymentId: paymentId.data, reason }, context);
  } else {
    const form = readPaymentForm(fields, {
      today: propertyDateOf(now),
      receivedCents: loaded.receivedCents,
      amounts: amountsOf(loaded),
    });
    if (!form.ok) return fail("invalid", { fieldErrors: form.errors as Record<string, string> });
    changed = await recordPayment(db, id.data, form.payment, context);
  }
  if (!changed.ok) {
    return changed.reason === "clash"
      ? fail("conflict", { detail: t.paymentClash })
      : fail("not-found", { detail: t.notFound });
  }
  services.deliverMail();
  return {
    result: {
      ok: true,
      intent,
      message: fill(intent === "undo-payment" ? t.undone : t.recorded, {
        status: statusLabels[changed.status],
      }),
    },
    redirect: stayPath(id.data, "zahlung"),
  };
}
