// /profile: <hanko-profile> for the signed-in shopper (e-mail addresses, password, passkeys,
// sessions, as the provider's profile flow offers them). Behind the logged-in middleware.
import { AuthWidget } from "../account/auth-widget.tsx";
import { AccountPage } from "../account/account-page.tsx";
import { requireShopper } from "../account/guards.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import { useT } from "../i18n/use-t.ts";
import type { ShopHandle } from "../layout/route-handle.ts";
import { pageMeta } from "../seo/page-meta.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.profile.title"),
    description: t("page.profile.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireShopper(request, context);
  return null;
}

export default function ProfilePage() {
  const t = useT();
  return (
    <AccountPage title={t("page.profile.title")} lead={t("page.profile.lead")}>
      <AuthWidget tag="hanko-profile" />
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
