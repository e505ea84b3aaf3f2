import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site (SPEC.md section 2), one line each. */
export default [
  index("routes/home.tsx"),
  route("familienurlaub", "routes/family-vacation.tsx"),
  route("gaesteinformationen", "routes/guest-information.tsx"),
  route("buchung", "routes/booking.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  route("admin", "routes/admin.tsx"),
  route("password-reset", "routes/password-reset.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
