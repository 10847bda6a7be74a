// /page/user_dashboard (spec §2, §6): behind the logged-in middleware. A greeting, who is
// signed in, and the ways on: orders, profile, wishlist, addresses, signing out.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { requireShopper } from "../../account/guards.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/user-dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.userDashboard.title"),
    description: t("page.userDashboard.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const { email, username } = requireShopper(request, context);
  return { email: email ?? null, username: username ?? null };
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-3 text-ink-muted">{children}</div>
    </section>
  );
}

export default function UserDashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { email, username } = loaderData;
  const name = username ?? email?.split("@")[0];
  return (
    <>
      <PageHeader title={t("page.userDashboard.title")} />
      <div className="container-page py-8">
        <p className="text-xl font-semibold" data-testid="dashboard-greeting">
          {name
            ? t("page.userDashboard.greeting", { name })
            : t("page.userDashboard.greetingAnonymous")}
        </p>
        <p className="mt-1 text-ink-muted">{t("page.userDashboard.lead")}</p>
        {email !== null && (
          <p className="mt-1" data-testid="dashboard-email">
            {t("page.userDashboard.signedInWith", { email })}
          </p>
        )}
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <Card title={t("page.userDashboard.ordersTitle")}>
            <p>{t("page.userDashboard.ordersEmpty")}</p>
            <p>
              <Link to="/" className="underline">
                {t("page.userDashboard.toShop")}
              </Link>
            </p>
          </Card>
          <Card title={t("page.userDashboard.profileTitle")}>
            <p>{t("page.userDashboard.profileText")}</p>
            <p>
              <Link to="/profile" className="underline">
                {t("page.userDashboard.toProfile")}
              </Link>
            </p>
          </Card>
          <Card title={t("page.userDashboard.wishlistTitle")}>
            <p>{t("page.userDashboard.wishlistText")}</p>
            <p>
              <Link to="/page/wishlist" className="underline">
                {t("page.userDashboard.toWishlist")}
              </Link>
            </p>
          </Card>
          <Card title={t("page.userDashboard.addressesTitle")}>
            <p>{t("page.userDashboard.addressesEmpty")}</p>
          </Card>
        </div>
        <Form method="post" action="/logout" reloadDocument className="mt-8">
          <button type="submit" className={buttonClass("secondary")}>
            {t("page.userDashboard.signOut")}
          </button>
        </Form>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
