import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { texts as adminTexts } from "../content/admin-texts";
import { defaultLanguage } from "../content/property";
import { isAdminPath } from "../domain/admin/admin-path";
import { yearOf } from "../domain/booking/dates";
import { todayOf } from "../domain/booking/today";
import { guestInfoPdfUrl } from "../domain/files/guest-info-pdf";
import { socialProfileLink } from "../domain/site/house-facts";
import { previewParam } from "../domain/texts/owner-texts";
import { isSignedInAdmin } from "../server/admin/guard";
import { requestContext, servicesContext } from "../server/context";
import { publicEnv } from "../server/env";
import { readPreviewTexts, siteTextsIn } from "../server/site-texts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ConsentBanner, ConsentDialog } from "./components/consent/consent";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { analyticsId, mark } from "./enhance/contract";
// The progressive-enhancement script (app/enhance/), loaded by every page, hydrated or not.
// Bundled as a "worker" because Vite then builds it as one standalone ES module with a
// content-hashed URL, and `&url` gives that URL without loading it; the client and the server
// build produce the same URL (same input, same worker config; tests/e2e/hydration.spec.ts).
// It is never run as a worker: the root renders it as <script type="module">.
import enhanceScript from "./enhance/main.ts?worker&url";
import { i18nInstance } from "./i18n/instance";
import { pageTexts } from "./i18n/page-texts";
import { useMarkHydrated } from "./mark-hydrated";
import { useNonce } from "./nonce";
import { type RootData, useRootData } from "./root-data";
import "./zod-without-eval";

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { language, publicData } = context.get(requestContext);
  const { env, now, db } = context.get(servicesContext);
  const today = todayOf(now);
  const { pathname, searchParams } = new URL(request.url);
  // `?vorschau=1` shows a signed-in admin the owners' draft of the public pages' texts; anyone
  // else gets the page as published. Such a page is never kept (server/page-cache.ts).
  const preview =
    searchParams.get(previewParam) === "1" &&
    !isAdminPath(pathname) &&
    (await isSignedInAdmin(context, request));
  const owners = preview ? await readPreviewTexts(db) : await publicData.texts();
  const house = await publicData.house();
  return {
    language,
    texts: pageTexts(siteTextsIn(language, owners), pathname),
    textsVersion: owners.version,
    preview: preview ? adminTexts.siteTexts.previewBanner : null,
    env: {
      ...publicEnv(env),
      guestInfoPdfUrl: guestInfoPdfUrl(
        await publicData.guestInfoPdf(),
        env.SITE_URL,
        env.GUEST_INFO_PDF_URL ?? null,
      ),
    },
    today,
    year: yearOf(today),
    images: await publicData.images(),
    contact: await publicData.contact(),
    house,
    socialProfileUrl: socialProfileLink(house, env.SOCIAL_PROFILE_URL ?? null),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * False on a page React Router does not hydrate: a matched route declares
 * `handle = { hydrate: false }` (the content pages, and /buchung, which has an island instead).
 */
function useHydrate(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
}

/** False where a matched route declares `handle = { analytics: false }` (the guest's page). */
function useAnalyticsAllowed(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { analytics?: boolean } | undefined)?.analytics === false,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const language = data?.language ?? defaultLanguage;
  const texts = data?.texts;
  // One instance per language and set of namespaces (a navigation may bring others).
  const i18n = texts ? i18nInstance(language, texts, data?.textsVersion) : null;
  const hydrate = useHydrate();
  const { pathname } = useLocation();
  const analyticsAllowed = useAnalyticsAllowed();
  // The admin area loads no analytics, so it asks for no consent: no banner over its pages; nor
  // does the guest's page, whose address holds its secret.
  const consent = Boolean(data) && !isAdminPath(pathname) && analyticsAllowed;

  const page = (
    <div className="flex min-h-dvh flex-col">
      {data?.preview && (
        <p
          role="status"
          className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
          data-testid="preview-notice"
        >
          {data.preview}
        </p>
      )}
      {data && <SiteHeader />}
      {consent && <ConsentBanner />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {data && <SiteFooter year={data.year} socialProfileUrl={data.socialProfileUrl} />}
      {consent && <ConsentDialog />}
    </div>
  );

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        {data?.preview && <meta name="robots" content="noindex" />}
        <Meta />
        <Links />
      </head>
      <body
        className="bg-stone-50 text-stone-900 antialiased"
        // Read by the consent script: analytics starts only after consent.
        {...mark(analyticsId, (consent && data?.env.analyticsId) || undefined)}
      >
        {i18n ? <I18nextProvider i18n={i18n}>{page}</I18nextProvider> : page}
        {/* Static content pages get no React Router or React client at all. */}
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
        <script nonce={nonce} type="module" src={enhanceScript} suppressHydrationWarning />
      </body>
    </html>
  );
}

export default function App() {
  useMarkHydrated();
  return <Outlet />;
}

/** Last resort when a loader or render failed: plain text, no translations needed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{status}</h1>
      <p className="mt-4">
        Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut. / Something went wrong.
        Please try again later.
      </p>
      <a className="mt-6 inline-block underline" href="/">
        Startseite / Home
      </a>
    </section>
  );
}
