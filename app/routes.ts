import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every URL React Router serves, one line each. Hono answers five others before React Router
 * sees them: /healthz (server/http.ts), /metrics (server/operations/metrics.ts), /api/auth/*
 * (better-auth, server/auth/routes.ts), /storage/website-images/… (server/image-route.ts) and
 * /gaesteinformationen.pdf (server/guest-info-pdf-route.ts).
 */
export default [
  index("routes/home.tsx"),
  route("familienurlaub", "routes/family-vacation.tsx"),
  route("gaesteinformationen", "routes/guest-information.tsx"),
  route("buchung", "routes/booking.tsx"),
  route("bewertung", "routes/review.tsx"),
  route("aufenthalt", "routes/guest-stay.tsx"),
  route("aufenthalt.ics", "routes/guest-stay-calendar.ts"),
  route("api/availability", "routes/api.availability.ts"),
  route("api/inquiry", "routes/api.inquiry.ts"),
  route("kalender.ics", "routes/calendar-export.ts"),
  route("admin/login", "routes/admin-login.tsx"),
  route("admin/reservierungen.csv", "routes/admin-reservations-csv.ts"),
  route("admin/kennzahlen.csv", "routes/admin-kpis-csv.ts"),
  route("admin/ortstaxe.csv", "routes/admin-tourist-tax-csv.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin-kpis.tsx"),
    route("anfragen", "routes/admin-inquiries.tsx"),
    route("anfragen/vorlagen", "routes/admin-reply-templates.tsx"),
    route("reservierungen", "routes/admin-reservations.tsx"),
    route("angebot", "routes/admin-offer.tsx"),
    route("zahlungen", "routes/admin-payments.tsx"),
    route("bewertungen", "routes/admin-reviews.tsx"),
    route("nachrichten", "routes/admin-guest-messages.tsx"),
    route("ortstaxe", "routes/admin-tourist-tax.tsx"),
    route("kalender", "routes/admin-calendar.tsx"),
    route("preise", "routes/admin-prices.tsx"),
    route("bilder", "routes/admin-images.tsx"),
    route("website", "routes/admin-website.tsx"),
    route("texte", "routes/admin-texts.tsx"),
    route("profil", "routes/admin-profile.tsx"),
  ]),
  route("password-reset", "routes/password-reset.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
