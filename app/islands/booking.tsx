/**
 * The booking page's island: the inquiry form with its picker, live quote and checks, and the
 * prices beside it (app/components/booking/booking-inquiry.tsx). Built with Preact in place of
 * React (vite.config.ts), so a phone downloads a fraction of React's size before the picker works.
 */
import "./dev-preamble";
import "../zod-without-eval";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { Language } from "../../content/property";
import { BookingInquiry } from "../components/booking/booking-inquiry";
import type { InquiryFormData } from "../components/booking/inquiry-form";
import { i18nInstance } from "../i18n/instance";
import { useMarkHydrated } from "../mark-hydrated";
import { readIsland } from "./island";

/** What the booking route renders the island with (app/routes/booking.tsx). */
export interface BookingIslandProps {
  language: Language;
  texts: Record<string, unknown>;
  textsVersion: string;
  inquiry: InquiryFormData;
}

function MarkHydrated() {
  useMarkHydrated();
  return null;
}

const { element, props } = readIsland<BookingIslandProps>("booking");
hydrateRoot(
  element,
  <I18nextProvider i18n={i18nInstance(props.language, props.texts, props.textsVersion)}>
    <BookingInquiry {...props.inquiry} />
    <MarkHydrated />
  </I18nextProvider>,
);
