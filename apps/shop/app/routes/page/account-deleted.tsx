// /page/account_deleted: where leaving the shop ends (app/account/leaving/). The shopper is
// signed out; the address says how many orders stay in the books and which were in progress.
import { Link } from "react-router";
import { readDeletedNotice } from "../../account/leaving/account-deleted-search.ts";
import { leavingMessages } from "../../account/leaving/leaving-messages.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/account-deleted";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: leavingMessages[language]["leaving.doneTitle"],
    description: leavingMessages[language]["leaving.doneDescription"],
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export function loader({ request }: Route.LoaderArgs) {
  return readDeletedNotice(new URL(request.url));
}

export default function AccountDeletedPage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(leavingMessages);
  const { orders, inProgress } = loaderData;
  return (
    <>
      <PageHeader title={t("leaving.doneTitle")} />
      <div className="container-page max-w-3xl space-y-3 py-8" data-testid="account-deleted">
        <p>{t("leaving.doneLead")}</p>
        {orders > 0 && <p>{t("leaving.doneOrders", { count: orders })}</p>}
        {inProgress.length > 0 && (
          <p>{t("leaving.doneKeptForOrders", { orders: inProgress.join(", ") })}</p>
        )}
        <p>
          <Link to="/" className={buttonClass("primary")}>
            {t("leaving.toShop")}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
