import type { TFunction } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, Trans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../content/texts";
import { i18nInstance } from "./instance";
import { useTranslation } from "./use-translation";

const seen: TFunction[] = [];

function Heading() {
  const { t } = useTranslation("booking");
  seen.push(t);
  return createElement("h1", null, `${t("heading")} / ${t("common:notifications")}`);
}

function Footer() {
  const { t, i18n } = useTranslation();
  return createElement("p", null, `${i18n.language}: ${t("notifications")}`);
}

function render(language: "de" | "en") {
  const i18n = i18nInstance(language, resources[language]);
  return renderToString(
    createElement(I18nextProvider, { i18n }, createElement(Heading), createElement(Footer)),
  );
}

describe("useTranslation", () => {
  it("translates in the language of the instance it is given, one namespace or another", () => {
    expect(render("de")).toContain("Buchungsanfrage / Benachrichtigungen");
    expect(render("de")).toContain("de: Benachrichtigungen");
    expect(render("en")).toContain("Booking inquiry / Notifications");
    expect(render("en")).toContain("en: Notifications");
  });

  it("hands every render the same bound function per instance and namespace", () => {
    seen.length = 0;
    render("de");
    render("de");
    render("en");
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});

// <Trans> takes the namespace from the `ns` our bound t carries (an internal of the installed
// react-i18next, which is therefore pinned): without it, it looks the key up in "common".
function Contact() {
  const { t } = useTranslation("guestInfo");
  return createElement(Trans, {
    t,
    i18nKey: "details.contact",
    values: { phone: "+43 1", email: "a@example.com" },
    components: { phone: createElement("b"), mail: createElement("i") },
  });
}

describe("useTranslation with react-i18next's <Trans>", () => {
  it("finds a key of the component's namespace", () => {
    const i18n = i18nInstance("de", resources.de);
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(Contact)));
    expect(html).not.toContain("details.contact");
    expect(html).toContain("<b>+43 1</b>");
  });
});
