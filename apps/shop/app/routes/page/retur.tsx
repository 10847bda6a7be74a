// /page/retur (not in the spec): returns after "Ångra köp" (README "Returns"). Opened by the
// order's own link (the withdrawal receipt, the tracking page, the dashboard): for each
// withdrawal of shipped goods, the drop-off choice that makes a free return label, or the return
// already made. The post makes the label and opens it (app/returns/return-page.server.ts).
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { OrderReturns } from "../../returns/order-returns.tsx";
import { ReturnLabelForm } from "../../returns/return-label-form.tsx";
import { loadReturnPage, submitReturn } from "../../returns/return-page.server.ts";
import { returnsMessages } from "../../returns/returns-messages.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/retur";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_t, language) => ({
    title: interpolate(returnsMessages[language]["page.title"]),
    description: interpolate(returnsMessages[language]["page.description"]),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export const loader = ({ request, context }: Route.LoaderArgs) => loadReturnPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => submitReturn(request, context);

export default function ReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(returnsMessages);
  const view = actionData ?? loaderData;
  const { order, offers } = view;
  const open = offers.filter((offer) => offer.mayRequest);
  return (
    <>
      <PageHeader title={t("page.title")} />
      <div className="container-page max-w-3xl space-y-6 py-8">
        {view.error && view.error !== "choose.missing" && (
          <p
            role="alert"
            className="rounded-card border border-danger p-4 font-semibold text-danger"
          >
            {t(view.error)}
          </p>
        )}
        {order ? (
          <>
            <p>{t("page.lead", { number: order.number })}</p>
            {open.map((offer) => (
              <ReturnLabelForm
                key={offer.withdrawalId}
                orderLink={order.accessToken}
                withdrawalId={offer.withdrawalId}
                error={
                  view.error === "choose.missing" && view.withdrawalId === offer.withdrawalId
                    ? "choose.missing"
                    : undefined
                }
                chosen={view.withdrawalId === offer.withdrawalId ? view.chosen : undefined}
              />
            ))}
            <OrderReturns
              orderLink={order.accessToken}
              offers={offers.filter((offer) => offer.return)}
            />
            {offers.length === 0 && <p>{t("page.none")}</p>}
            <p>
              <Link className="underline" to={`/page/order_tracking?order=${order.accessToken}`}>
                {t("page.toOrder")}
              </Link>
            </p>
          </>
        ) : (
          !view.error && <p>{t("choose.unknown")}</p>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
