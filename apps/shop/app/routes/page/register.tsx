// /page/register: <hanko-registration>. A signed-in shopper is sent to the dashboard (the
// logged-out middleware, spec §6). Spec §2: no tap-to-top on the register page.
import { Link } from "react-router";
import { AuthWidget } from "../../account/auth-widget.tsx";
import { AccountPage } from "../../account/account-page.tsx";
import { goAfterSignIn } from "../../account/go-after-sign-in.ts";
import { DASHBOARD_PATH, redirectSignedIn } from "../../account/guards.ts";
import { redirectTarget } from "../../account/safe-redirect.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.register.title"),
    description: t("page.register.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { hideTapToTop: true, indexable: false };

export function loader({ request, context }: Route.LoaderArgs) {
  redirectSignedIn(request, context);
  return { next: redirectTarget(request) ?? DASHBOARD_PATH };
}

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage title={t("page.register.title")} lead={t("page.register.lead")}>
      <AuthWidget tag="hanko-registration" onReady={goAfterSignIn(loaderData.next)} />
      <p className="mt-6 text-center">
        {t("page.register.haveAccount")}{" "}
        <Link to="/page/login" className="underline">
          {t("page.register.toLogin")}
        </Link>
      </p>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
