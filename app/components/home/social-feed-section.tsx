import {
  mark,
  socialBeforeLoad,
  socialEmbedUrl,
  socialFeed,
  socialFrameTitle,
  socialLoad,
} from "../../enhance/contract";
import { useTranslation } from "../../i18n/use-translation";
import { buttonClass } from "./section";

/**
 * The social network card: the profile link is always there; the third-party feed widget is
 * loaded only when the visitor asks for it (two-click solution, nothing is sent before).
 */
export function SocialFeedSection({
  profileUrl,
  embedUrl,
}: {
  profileUrl: string | null;
  embedUrl: string | null;
}) {
  const { t } = useTranslation("home");
  if (!profileUrl && !embedUrl) return null;
  return (
    <section id="social" aria-labelledby="social-heading" className="deferred-section py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div
          className="rounded-2xl bg-emerald-900 p-8 text-white sm:p-10"
          {...mark(socialFeed)}
          {...mark(socialEmbedUrl, embedUrl ?? undefined)}
          {...mark(socialFrameTitle, t("social.frameTitle"))}
        >
          <h2 id="social-heading" className="text-2xl font-semibold">
            {t("social.heading")}
          </h2>
          <p className="mt-3 max-w-2xl text-emerald-50">{t("social.text")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {profileUrl && (
              <a
                href={profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center rounded-full bg-white px-5 py-3 font-medium text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t("social.profile")}
                <span className="sr-only"> {t("common:footer.opensInNewTab")}</span>
              </a>
            )}
            {embedUrl && (
              // The enhancement script (app/enhance/social-feed.ts) loads the frame on a click.
              <button
                type="button"
                {...mark(socialLoad)}
                {...mark(socialBeforeLoad)}
                className={`${buttonClass.secondary} border-white bg-transparent text-white hover:bg-white/10`}
              >
                {t("social.load")}
              </button>
            )}
          </div>
          {embedUrl && (
            <p {...mark(socialBeforeLoad)} className="mt-3 text-sm text-emerald-100">
              {t("social.loadNote")}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
