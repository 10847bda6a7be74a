// /admin (README "Admin"): the shop owner's side. The middleware checks the session and the
// role on the server before any admin loader or action runs; the frame is the admin's own
// (navigation, who is signed in, language), not the storefront's header and footer.
import { isRouteErrorResponse, Link, NavLink, Outlet, useLocation } from "react-router";
import { requireStaffMiddleware, staffOf } from "../../admin/admin-guard.server.ts";
import { formToken } from "../../admin/admin-csrf.server.ts";
import type { AdminLayoutData } from "../../admin/admin-form.tsx";
import { useAdminLayoutData } from "../../admin/admin-form.tsx";
import { adminMessages, type AdminMessageKey } from "../../admin/admin-messages.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { ADMIN_SECTIONS } from "../../admin/admin-nav.ts";
import { refusalReason } from "../../admin/refusal-reasons.ts";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { useLanguage } from "../../root-data.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import type { Route } from "./+types/admin-layout";

export const handle: ShopHandle = { adminFrame: true, indexable: false };

// The title a refusal or error page has; every admin page sets its own. No canonical link.
export const meta: Route.MetaFunction = (args) => adminMeta(args, () => "Admin");

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireStaffMiddleware(request, context);
    const response = await next();
    // Admin pages hold customers' data and a form token: never stored by any cache.
    response.headers.set("Cache-Control", "no-store");
    return response;
  },
];

export function loader({ context }: Route.LoaderArgs): AdminLayoutData {
  const staff = staffOf(context);
  const { formSecret } = context.get(servicesContext).admin;
  return {
    email: staff.actor.email,
    role: staff.role,
    formToken: formToken(formSecret, staff.session.sessionId),
  };
}

function LanguageSwitch() {
  const t = usePageT(adminMessages);
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/api/preferences">
      <input type="hidden" name="language" value={language === "se" ? "en" : "se"} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" className="underline" lang={language === "se" ? "en" : "sv"}>
        {t("language")}
      </button>
    </form>
  );
}

export default function AdminLayout() {
  const t = usePageT(adminMessages);
  const data = useAdminLayoutData();
  const sections = ADMIN_SECTIONS.filter((section) => !section.ownerOnly || data?.role === "owner");
  return (
    <div className="min-h-screen">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-control bg-surface p-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("skip")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-line px-4 py-3">
        <p className="text-lg font-bold">
          <Link to="/admin">Kretsbutiken · {t("title")}</Link>
        </p>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          {data && (
            <span>{t("signedInAs", { email: data.email, role: t(`role.${data.role}`) })}</span>
          )}
          <LanguageSwitch />
          <Link to="/" className="underline">
            {t("toShop")}
          </Link>
          <Link to="/logout" className="underline">
            {t("signOut")}
          </Link>
        </div>
      </header>
      <div className="flex flex-col md:flex-row">
        <nav aria-label={t("nav.label")} className="border-line p-4 md:w-56 md:border-e">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.to === "/admin"}
                  className="block rounded-control px-3 py-1 hover:bg-surface-muted aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A refusal (403) shows only what was refused; other errors a short apology. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = usePageT(adminMessages);
  const reason =
    isRouteErrorResponse(error) && error.status === 403
      ? refusalReason((error.data as { reason?: unknown } | undefined)?.reason)
      : undefined;
  const text: AdminMessageKey = reason === undefined ? "error.text" : `forbidden.${reason}`;
  return (
    <main id="main" className="container-page py-16">
      <h1 className="mb-4 text-3xl font-bold">
        {t(reason === undefined ? "error.title" : "forbidden.title")}
      </h1>
      <p className="mb-6">{t(text)}</p>
      <Link to="/" className="underline">
        {t("toShop")}
      </Link>
    </main>
  );
}
