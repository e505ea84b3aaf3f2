import type { RouterContextProvider } from "react-router";
import type { InquiryResult } from "../domain/booking/inquiry-result";
import { echoedInquiryValues } from "../domain/booking/inquiry-schema";
import { requestContext, servicesContext } from "./context";
import { isDatabaseUnavailable } from "./db/unavailable";
import { submitInquiry } from "./inquiries";
import { logRequestFailure } from "./log";
import { readForm } from "./read-form";

/**
 * Takes a posted inquiry and says how it went, in the request's language, with the HTTP status
 * that fits. The booking page's plain post and its JSON endpoint both answer with this.
 */
export async function answerInquiry(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ result: InquiryResult; status: number }> {
  const services = context.get(servicesContext);
  const { language, t, clientAddress, publicData } = context.get(requestContext);
  const form = await readForm(request);
  const fields = Object.fromEntries(form ?? []) as Record<string, string>;
  const values = echoedInquiryValues(fields);
  const failed = (description: string, status: number, extra: Partial<InquiryResult> = {}) => ({
    result: { ok: false, title: t("booking:result.failed"), description, values, ...extra },
    status,
  });
  if (!form) return failed(t("booking:result.unreadable"), 400);
  try {
    const outcome = await submitInquiry(services, {
      fields,
      language,
      clientAddress,
      userAgent: request.headers.get("user-agent"),
      settings: publicData.settings(),
    });
    switch (outcome.status) {
      case "sent":
        return {
          result: {
            ok: true,
            title: t("booking:result.success"),
            description: t("booking:result.successDetail", { email: outcome.email }),
          },
          status: 200,
        };
      case "invalid":
        return failed(t("booking:result.invalid"), 400, { fieldErrors: outcome.fieldErrors });
      case "overlap":
        return failed(t("booking:result.overlap"), 409);
      case "rejected":
        return failed(t("booking:result.rejected"), 400);
      case "rateLimited":
        return {
          result: { ok: false, title: t("booking:result.rateLimited"), values },
          status: 429,
        };
    }
  } catch (error) {
    logRequestFailure("inquiry failed", error);
    // The visitor keeps the form filled in and is told to try again in a few minutes.
    return isDatabaseUnavailable(error)
      ? failed(t("common:unavailable.text"), 503)
      : failed(t("booking:result.unexpected"), 500);
  }
}
