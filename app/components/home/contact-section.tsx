import { mailSubjects, mailtoHref } from "../../../content/home-content";
import { useTranslation } from "../../i18n/use-translation";
import { useContactFacts, useHouseFacts } from "../../root-data";
import { MailLink, PhoneLink } from "../contact-links";
import { Icon, type IconName } from "./icons";
import { OsmMap } from "./osm-map";
import { buttonClass, Section } from "./section";

export function ContactSection() {
  const { t } = useTranslation("home");
  const contact = useContactFacts();
  const house = useHouseFacts();
  const contactRows: Array<{ icon: IconName; label: string; content: React.ReactNode }> = [
    {
      icon: "mail",
      label: t("contact.email"),
      content: <MailLink />,
    },
    {
      icon: "phone",
      label: t("contact.phone"),
      content: <PhoneLink />,
    },
    {
      icon: "pin",
      label: t("contact.location"),
      content: (
        <>
          {contact.street}, {contact.postalCode} {contact.locality}, {contact.region}
        </>
      ),
    },
  ];
  return (
    <Section
      id="contact"
      heading={t("contact.heading")}
      intro={t("contact.intro")}
      className="bg-white"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
          <h3 className="text-xl font-semibold text-emerald-950">{t("contact.cardHeading")}</h3>
          <dl className="mt-4 space-y-4">
            {contactRows.map((row) => (
              <div key={row.icon}>
                <dt className="flex items-center gap-3 text-sm font-medium text-stone-600">
                  <Icon name={row.icon} className="h-6 w-6 shrink-0 text-emerald-800" />
                  {row.label}
                </dt>
                <dd className="pl-9 text-stone-900">{row.content}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 flex items-center gap-2 text-stone-700">
            <Icon name="clock" className="h-5 w-5 shrink-0 text-emerald-800" />
            {t("contact.response", { hours: house.responseHours })}
          </p>
          <a
            href={mailtoHref(contact.email, mailSubjects.booking)}
            className={`${buttonClass.primary} mt-6`}
          >
            <Icon name="mail" className="h-5 w-5" />
            {t("contact.mailButton")}
          </a>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
          <h3 className="text-xl font-semibold text-emerald-950">{t("contact.mapHeading")}</h3>
          <div className="mt-4">
            <OsmMap
              latitude={house.latitude}
              longitude={house.longitude}
              title={t("contact.mapTitle")}
              linkText={t("contact.mapOpen")}
            />
          </div>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <ArrivalWay
              icon="car"
              heading={t("contact.carHeading")}
              steps={[
                t("contact.car.route"),
                t("contact.car.parking"),
                t("contact.car.city", { minutes: house.nearestCityMinutes }),
              ]}
            />
            <ArrivalWay
              icon="train"
              heading={t("contact.transitHeading")}
              steps={[
                t("contact.transit.train", { minutes: house.trainStationMinutes }),
                t("contact.transit.airport", { count: house.airportHours }),
                t("contact.transit.taxi"),
              ]}
            />
          </div>
        </div>
      </div>
    </Section>
  );
}

/** One way to get here (by car, by public transport): its heading and its steps. */
function ArrivalWay({
  icon,
  heading,
  steps,
}: {
  icon: IconName;
  heading: string;
  steps: string[];
}) {
  return (
    <div>
      <h4 className="flex items-center gap-2 font-semibold text-stone-900">
        <Icon name={icon} className="h-5 w-5 text-emerald-800" />
        {heading}
      </h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
}
