/**
 * The booking page's island: the inquiry form with its picker, live quote and checks, and the
 * prices beside it (app/components/booking/booking-inquiry.tsx). Built with Preact in place of
 * React (vite.config.ts), so a phone downloads a fraction of React's size before the picker works.
 */
import "./dev-preamble";
import "../zod-without-eval";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { Language } from "../../content/property";
import { BookingInquiry, type BookingInquiryProps } from "../components/booking/booking-inquiry";
import { i18nInstance } from "../i18n/instance";
import { readIsland } from "./island";

/** What the booking route renders the island with (app/routes/booking.tsx). */
export interface BookingIslandProps {
  language: Language;
  texts: Record<string, unknown>;
  textsVersion: string;
  inquiry: BookingInquiryProps;
}

/** Marks the page as working, once hydrated: browser tests wait for it before typing. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
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
