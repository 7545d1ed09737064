// First: every later module may write to the DOM.
import "./lib/trusted-types-policy";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ScrollToTopOnNavigate } from "./components/layout/scroll-to-top-on-navigate";
import { SplashScreen } from "./components/layout/splash-screen";
import { ToastHost } from "./components/layout/toast-host";
import { resolveImage } from "./content/images";
import { siteConfig } from "./content/site-config";
import { WebMcpTools } from "./features/webmcp/webmcp-tools";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Runs at build time: the splash's images, resolved from the image manifest. */
export function loader() {
  return {
    splash: {
      portrait: resolveImage(siteConfig.founder.portrait),
      signature: resolveImage(siteConfig.founder.signature),
    },
  };
}

// The root's data never changes between pages.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-LK">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b2b" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-ink-950">
        <span id="top" tabIndex={-1} className="sr-only" />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the page interactive (end-to-end tests wait for it before using controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  return (
    <>
      <SplashScreen portrait={loaderData.splash.portrait} signature={loaderData.splash.signature} />
      <ScrollToTopOnNavigate />
      <Outlet />
      <ToastHost />
      <WebMcpTools />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="font-bold text-4xl">{title}</h1>
      <p className="text-grey-600 text-lg">
        Please reload the page. If it keeps happening, email {siteConfig.contact.emails.info}.
      </p>
      <a href="/" className="font-semibold text-accent-700 underline">
        {siteConfig.name}
      </a>
    </main>
  );
}
