import { attractions } from "../../../content/home-content";
import { useTranslation } from "../../i18n/use-translation";
import { MailLink } from "../contact-links";
import { RichText } from "../rich-text";
import { Icon } from "./icons";
import { Section } from "./section";

export function AttractionsSection() {
  const { t } = useTranslation("home");
  return (
    <Section id="attractions" heading={t("attractions.heading")} intro={t("attractions.intro")}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {attractions.map((item) => (
          <li
            key={item.key}
            className="flex min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm wrap-anywhere"
          >
            <h3 className="text-lg font-semibold text-stone-900">
              {t(`attractions.items.${item.key}.name`)}
            </h3>
            <RichText
              className="mt-2 flex-1 text-stone-700"
              text={t(`attractions.items.${item.key}.description`)}
            />
            <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-emerald-800">
              <Icon name={item.distance.kind === "drive" ? "car" : "route"} className="h-5 w-5" />
              {t(`attractions.items.${item.key}.distance`)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-stone-700">
        {t("attractions.help")}{" "}
        <MailLink className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950" />
      </p>
    </Section>
  );
}
