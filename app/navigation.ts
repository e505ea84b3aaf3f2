/** The main navigation; labels are keys of the common namespace. */
export const mainNavigation = [
  { to: "/", label: "nav.home" },
  { to: "/#details", label: "nav.apartment" },
  { to: "/#gallery", label: "nav.gallery" },
  { to: "/#attractions", label: "nav.activities" },
  { to: "/#contact", label: "nav.contact" },
] as const;

export const bookingPath = "/buchung";
