import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site (SPEC.md section 2), one line each. */
export default [
  index("routes/home.tsx"),
  route("familienurlaub", "routes/family-vacation.tsx"),
  route("gaesteinformationen", "routes/guest-information.tsx"),
  route("buchung", "routes/booking.tsx"),
  route("api/availability", "routes/api.availability.ts"),
  route("admin/login", "routes/admin-login.tsx"),
  route("admin/reservierungen.csv", "routes/admin-reservations-csv.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin-kpis.tsx"),
    route("anfragen", "routes/admin-inquiries.tsx"),
    route("reservierungen", "routes/admin-reservations.tsx"),
    route("kalender", "routes/admin-calendar.tsx"),
    route("bilder", "routes/admin-images.tsx"),
  ]),
  route("password-reset", "routes/password-reset.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
