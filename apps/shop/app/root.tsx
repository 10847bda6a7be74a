// First: before any module builds a zod schema (see the module).
import "./security/zod-without-eval.ts";
import type { CSSProperties, ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { readSessionToken } from "../http/session-token.ts";
import { pageAudienceContext } from "./context/page-audience-context.ts";
import { preferencesContext } from "./context/preferences-context.ts";
import { sessionContext } from "./context/session-context.ts";
import { servicesContext } from "./context/services-context.ts";
import { ErrorPage } from "./errors/error-page.tsx";
import { DictionaryPreload } from "./i18n/dictionary-preload.tsx";
import { HTML_LANG } from "../domain/language.ts";
import { LayoutSettingsProvider, useLayoutSettings } from "./layout/layout-settings-provider.tsx";
import { Shell } from "./layout/shell.tsx";
import { readPreferences } from "../http/read-preferences.ts";
import { useLanguage } from "./root-data.ts";
import type { RootLoaderData } from "./root-loader-data.ts";
import { StartScriptsAfterPaint } from "./performance/start-scripts-after-paint.tsx";
import { pageMeta } from "./seo/page-meta.ts";
import { PageStylesheet } from "./styles/page-stylesheet.tsx";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Every request reads the visitor's preference cookies and session token once, for all loaders
 * and actions. A token that does not check out is an anonymous visitor, never an error. A page
 * the server's cache keeps for many visitors comes without a token (pageAudienceContext).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    context.set(preferencesContext, readPreferences(request.headers.get("Cookie")));
    return next();
  },
  async ({ request, context }, next) => {
    const token = readSessionToken(request.headers);
    const { auth, requestId } = context.get(servicesContext);
    context.set(
      sessionContext,
      token === undefined ? null : ((await auth.sessionFor(token, { requestId })) ?? null),
    );
    return next();
  },
];

/**
 * What every page carries: nothing personal, so that a page kept for every signed-in visitor
 * (server/page-cache/page-audience.ts) is the same for each; who is signed in is asked after
 * hydration (routes/api/account.ts).
 */
export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  const services = context.get(servicesContext);
  return {
    preferences: context.get(preferencesContext),
    signedIn:
      context.get(sessionContext) !== null || context.get(pageAudienceContext) === "signed-in",
    authUrl: services.auth.publicUrl,
    company: services.company,
    origin: services.publicUrl,
    year: new Date().getFullYear(),
  };
}

// Only the error page uses the root's meta; every page sets its own.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t(
      args.error && isNotFoundError(args.error) ? "error.notFound.title" : "error.internal.title",
    ),
    description: t("page.home.description"),
    noindex: true,
  }));

function isNotFoundError(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { status?: unknown }).status === 404
  );
}

function Document({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const { settings } = useLayoutSettings();
  return (
    <html
      lang={HTML_LANG[language]}
      dir={settings.layoutType}
      data-mode={settings.layoutMode}
      style={{ "--kb-primary": settings.primaryColor } as CSSProperties}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <PageStylesheet />
        <DictionaryPreload language={language} />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
        <StartScriptsAfterPaint />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <LayoutSettingsProvider>
      <Document>{children}</Document>
    </LayoutSettingsProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Reached when the root itself fails; a page's own errors render in its boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorPage error={error} />
    </Shell>
  );
}
