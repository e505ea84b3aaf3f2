import { Link } from "react-router";
import { mark, menuToggle } from "../enhance/contract";
import { useTranslation } from "../i18n/use-translation";
import { bookingPath, mainNavigation } from "../navigation";
import { SiteLogo } from "./site-logo";

const menuId = "site-menu";

/**
 * Static markup: the mobile menu is opened and closed by the enhancement script
 * (app/enhance/mobile-menu.ts); the toggle's label and icon follow its aria-expanded by CSS.
 * Its links load the document: the public pages are not hydrated by React Router.
 */
export function SiteHeader() {
  const { t } = useTranslation();

  const links = mainNavigation.map((item) => (
    <li key={item.to}>
      <Link
        to={item.to}
        reloadDocument
        className="block rounded-md px-3 py-2 text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        {t(item.label)}
      </Link>
    </li>
  ));
  /** The links, then the booking inquiry as a button (its look differs per menu). */
  const navItems = (bookingClassName: string) => (
    <>
      {links}
      <li>
        <Link to={bookingPath} reloadDocument className={bookingClassName}>
          {t("nav.bookingInquiry")}
        </Link>
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          reloadDocument
          to="/"
          className="flex items-center gap-2"
          aria-label={t("nav.homeLogo")}
        >
          <SiteLogo className="h-10 w-auto" />
        </Link>
        <nav aria-label={t("nav.label")} className="hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-medium">
            {navItems(
              "ml-2 inline-block rounded-full bg-emerald-800 px-4 py-2 text-white hover:bg-emerald-900",
            )}
          </ul>
        </nav>
        <button
          type="button"
          {...mark(menuToggle)}
          className="group inline-flex h-11 w-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden"
          aria-expanded="false"
          aria-controls={menuId}
        >
          <span className="sr-only group-aria-expanded:hidden">{t("nav.openMenu")}</span>
          <span className="sr-only hidden group-aria-expanded:inline">{t("nav.closeMenu")}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path className="group-aria-expanded:hidden" d="M4 7h16M4 12h16M4 17h16" />
            <path className="hidden group-aria-expanded:inline" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={t("nav.label")}
        hidden
        className="border-t border-stone-200 bg-white px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2 text-base font-medium">
          {navItems(
            "mt-2 block rounded-full bg-emerald-800 px-4 py-3 text-center text-white hover:bg-emerald-900",
          )}
        </ul>
      </nav>
    </header>
  );
}
