import { data } from "react-router";
import { z } from "zod";
import { texts } from "../../domain/admin/texts";
import type { Database } from "../db/client";
import { acceptInquiry, rejectInquiry } from "./inquiries";

export type InquiryActionResult = { ok: boolean; message: string; detail?: string };

const t = texts.inquiries;
const reasons = {
  "not-found": "Anfrage nicht gefunden.",
  "already-rejected": "Die Anfrage wurde bereits abgelehnt.",
  "already-accepted": "Die Anfrage wurde bereits angenommen.",
};

/** The Anfragen tab's posts: accept or reject one inquiry (after the admin check). */
export async function handleInquiryAction(db: Database, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const id = z.uuid().safeParse(form.get("id"));
  const failed = intent === "accept" ? t.acceptFailed : t.rejectFailed;
  if ((intent !== "accept" && intent !== "reject") || !id.success) {
    return data<InquiryActionResult>({ ok: false, message: failed }, { status: 400 });
  }
  const result =
    intent === "accept" ? await acceptInquiry(db, id.data) : await rejectInquiry(db, id.data);
  if (!result.ok) {
    return data<InquiryActionResult>(
      { ok: false, message: failed, detail: reasons[result.reason] },
      { status: result.reason === "not-found" ? 404 : 409 },
    );
  }
  return data<InquiryActionResult>({
    ok: true,
    message: intent === "accept" ? t.accepted : t.rejected,
  });
}
