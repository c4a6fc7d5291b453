import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { AlertRegion } from "~/components/core/Alert";
import { Footer } from "~/components/core/Footer";
import { BrandLink, Header } from "~/components/core/Header";
import { DeferredScripts } from "~/components/core/DeferredScripts";
import { ScrollRestore } from "~/components/core/ScrollRestore";
import { PrivacyBanner } from "~/components/privacy/PrivacyBanner";
import { useRouteAlerts } from "~/lib/core/alerts";
import { PRIVACY_CHOICES_PATH } from "~/lib/privacy/privacy-choice";
import { useNonce, errorMeta, pageMeta } from "~/components/core/layout-kit";
import { useRouteChrome, useRouteHandleFlag } from "~/lib/core/route-handle";
import { ErrorPage as ServerErrorPage, rootData } from "~/lib/core/root.server";
import styles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

const NOT_FOUND_DESCRIPTION =
  "This page isn’t on our menu. Find cooking classes, pickup kits and meal delivery from our Utah kitchens.";

/**
 * The brand alone; while the error boundary shows, the error page's title (spec §2 titles). The
 * boundary draws every 404 (/not-found and unknown paths too), and only its meta is used then.
 */
export const meta: MetaFunction = (args) => {
  if (!args.error) return pageMeta(undefined)(args);
  const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
  if (notFound) return errorMeta("Page Not Found", NOT_FOUND_DESCRIPTION)(args);
  return errorMeta("Something went wrong")(args);
};

export const loader = ({ request, context }: LoaderFunctionArgs) => rootData(context, request);

/**
 * The root loader runs again on every navigation, not only after actions: flashed alerts are
 * shown once (they must not come back on the next page) and the cart count stays current.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.href !== nextUrl.href;

/** The layout when the root loader itself failed: the brand, no links (they come with its data). */
const FALLBACK_LAYOUT = {
  config: {
    brandName: "Cache Valley Kitchen",
    brandTagline: "",
    marketingBaseUrl: "https://www.cachevalleykitchen.com",
  },
  links: { header: [], about: [], shop: [], social: [] },
  year: new Date().getFullYear(),
  cartCount: 0,
  csrf: "",
  account: null,
  alertsKey: null,
  askPrivacy: false,
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hideFooter = useRouteHandleFlag("hideFooter");
  // The console's and the checkout's own header and footer come with their routes (decision 097).
  const chrome = useRouteChrome();
  const data = useRouteLoaderData<typeof loader>("root") ?? FALLBACK_LAYOUT;
  const alerts = useRouteAlerts();
  const { key: locationKey } = useLocation();
  return (
    // data-js: set by the first script below, before anything paints, so that what JavaScript will
    // change (alerts become toasts) is drawn that way from the first paint, not when React starts
    // after it (decision 049): nothing moves when the page hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js=''" }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b3a" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {chrome ? (
          <chrome.Header brandName={data.config.brandName} brandLink={<BrandLink brandName={data.config.brandName} />} />
        ) : (
          <Header brandName={data.config.brandName} navigation={data.links.header} cartCount={data.cartCount} account={data.account} />
        )}
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Each navigation starts a new alert queue from the new pages' loader data. */}
          <AlertRegion key={`${locationKey}:${data.alertsKey ?? ""}`} alerts={alerts} />
          {children}
        </main>
        {data.askPrivacy ? <PrivacyBanner /> : null}
        {hideFooter ? null : chrome?.Footer ? (
          <chrome.Footer brandName={data.config.brandName} year={data.year} privacyChoicesPath={PRIVACY_CHOICES_PATH} />
        ) : (
          <Footer brandName={data.config.brandName} links={data.links} year={data.year} />
        )}
        <ScrollRestore nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The error page's component: the server renders it at once; the browser loads it only when an
 * error page shows, so no other page's JavaScript carries it. While it loads, the server's HTML
 * stays (hydration waits for it inside the Suspense boundary); after a client-side navigation to
 * an error, the section is empty for that moment.
 */
const ErrorPage =
  typeof document === "undefined"
    ? ServerErrorPage
    : lazy(() => import("~/components/core/NotFound").then((module) => ({ default: module.ErrorPage })));

/** One error boundary for the shop: a friendly page, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page narrow error-page">
      <Suspense fallback={null}>
        <ErrorPage notFound={notFound} />
      </Suspense>
    </section>
  );
}
