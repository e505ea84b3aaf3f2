import { Link, useLocation } from "react-router";
import { type Language, supportedLanguages } from "../../content/property";
import { languageLink, mark } from "../enhance/contract";
import { useTranslation } from "../i18n/use-translation";
import { Flag } from "./flag";

const languageNames: Record<Language, string> = { en: "English", de: "Deutsch", it: "Italiano" };

/** Plain links (`?lng=`), so switching works without JavaScript and is remembered by cookie. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const order: Language[] = ["en", "de", "it"];

  return (
    <nav aria-label={t("footer.language")}>
      <ul className="flex flex-col gap-2">
        {order
          .filter((language) => supportedLanguages.includes(language))
          .map((language) => {
            const params = new URLSearchParams(location.search);
            params.set("lng", language);
            const active = i18n.language === language;
            return (
              <li key={language}>
                <Link
                  to={{ pathname: location.pathname, search: `?${params}`, hash: location.hash }}
                  lang={language}
                  {...mark(languageLink, language)}
                  hrefLang={language}
                  aria-current={active ? "true" : undefined}
                  preventScrollReset
                  className={`inline-flex items-center gap-2 hover:underline ${active ? "font-semibold" : ""}`}
                >
                  <Flag language={language} />
                  {languageNames[language]}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
