import { Link } from "react-router";
import { property } from "../../content/property";
import { useTranslation } from "../i18n/use-translation";
import { useContactFacts } from "../root-data";
import { LanguageSelector } from "./language-selector";

/** The public pages are not hydrated by React Router: links to them load the document. */
const informationLinks = [
  { to: "/#details", label: "footer.information" },
  { to: "/familienurlaub", label: "footer.familyVacation" },
  { to: "/gaesteinformationen", label: "footer.guestInformation" },
  { to: "/buchung", label: "footer.bookingInquiry" },
] as const;

const legalLinks = [
  { to: "/#imprint", label: "footer.imprint" },
  { to: "/#privacy", label: "footer.privacy" },
  { to: "/#contact", label: "footer.contact" },
] as const;

const linkClass = "hover:text-white hover:underline";

function FooterLinks({ links }: { links: typeof informationLinks | typeof legalLinks }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} reloadDocument className={linkClass}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({
  year,
  socialProfileUrl,
}: {
  year: number;
  socialProfileUrl: string | null;
}) {
  const { t } = useTranslation();
  const { owners } = useContactFacts();
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-3">
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.links")}
          </h2>
          <FooterLinks links={informationLinks} />
          <h3 className="mb-3 mt-6 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.legal")}
          </h3>
          <FooterLinks links={legalLinks} />
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.followUs")}
          </h2>
          {socialProfileUrl ? (
            <a
              href={socialProfileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t("footer.followUsLink")}
              <span className="sr-only"> {t("footer.opensInNewTab")}</span>
            </a>
          ) : (
            <p>{t("footer.followUsSoon")}</p>
          )}
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.language")}
          </h2>
          <LanguageSelector />
        </div>
      </div>
      <p className="border-t border-stone-800 py-6 text-center text-sm">
        © {year} {property.name} · {owners}. {t("footer.rights")}
      </p>
    </footer>
  );
}
