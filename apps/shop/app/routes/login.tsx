// /login and /page/login: the sign-in widget (<hanko-auth>, sign in or create an account) in
// the shop's frame. A signed-in shopper is sent on (the logged-out middleware, spec §6); after
// signing in the shopper lands on `redirect_to` when it is a path of this shop, else the
// dashboard. Spec §2: no tap-to-top on login pages.
import { useRef } from "react";
import { Link } from "react-router";
import { AuthWidget } from "../account/auth-widget.tsx";
import { goAfterSignIn } from "../account/go-after-sign-in.ts";
import { DASHBOARD_PATH, redirectSignedIn } from "../account/guards.ts";
import { redirectTarget } from "../account/safe-redirect.ts";
import { useTypedEmail } from "../account/use-typed-email.ts";
import { AccountPage } from "../account/account-page.tsx";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.login.title"),
    description: t("page.login.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { hideTapToTop: true, indexable: false };

export function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(request, context);
  return { next: redirectTarget(request) ?? DASHBOARD_PATH };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const widget = useRef<HTMLDivElement>(null);
  const email = useTypedEmail(widget);
  const forgot = email
    ? `/page/forgot_password?${new URLSearchParams({ email }).toString()}`
    : "/page/forgot_password";
  return (
    <AccountPage title={t("page.login.title")} lead={t("page.login.lead")}>
      <div ref={widget}>
        <AuthWidget tag="hanko-auth" onReady={goAfterSignIn(loaderData.next)} />
      </div>
      <p className="mt-6 text-center">
        <Link to={forgot} className="underline" data-testid="forgot-password-link">
          {t("page.login.forgot")}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-ink-muted">{t("page.login.guest")}</p>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
