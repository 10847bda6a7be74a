// /page/order_success (spec §2): the paid order, its delivery and what happens next. The cart
// is emptied here and only here, once the server says the order is paid: the cookie by this
// response, the browser's stored cart by the page's script.
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { DELIVERY_OPTIONS, deliveryTime } from "../../../domain/catalogue/delivery.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { WITHDRAWAL_PATH } from "../../../domain/orders/withdrawal-path.ts";
import { OrderDetails } from "../../orders/order-details.tsx";
import { useLanguage } from "../../root-data.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import { isUnpaid } from "../../../domain/order-status.ts";
import { CLEAR_CART_COOKIE } from "../../shopper-lists/cart-cookie.ts";
import { emptyCartAfterOrder } from "../../shopper-lists/cart-store.ts";
import type { Route } from "./+types/order-success";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.orderSuccess.title"),
    description: t("page.orderSuccess.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Named by the order's link token, never its id.
  const link = new URL(request.url).searchParams.get("order");
  const order =
    link === null ? undefined : await context.get(servicesContext).orders.findByLink(link);
  // No order asked for is a page with nothing to show; an order that does not exist is a 404.
  if (!order) return data({ order: undefined }, { status: link === null ? 200 : 404 });
  if (isUnpaid(order.status)) {
    throw redirect(`/payment/complete?order=${order.accessToken}`);
  }
  return data({ order }, { headers: { "Set-Cookie": CLEAR_CART_COOKIE } });
}

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { order } = loaderData;
  useEffect(() => {
    if (order) emptyCartAfterOrder();
  }, [order]);
  if (!order) {
    return (
      <>
        <PageHeader title={t("page.orderSuccess.title")} />
        <EmptyState title={t("page.orderSuccess.emptyTitle")}>
          <p>{t("payment.unknownText")}</p>
        </EmptyState>
      </>
    );
  }
  const option = DELIVERY_OPTIONS.find((o) => o.id === order.delivery);
  return (
    <>
      <PageHeader title={t("page.orderSuccess.title")} />
      <div className="container-page space-y-6 py-8">
        <section
          role="status"
          className="rounded-card border border-success p-5"
          aria-labelledby="success-title"
        >
          <h2 id="success-title" className="text-xl font-bold text-success">
            {t("success.title")}
          </h2>
          <p className="mt-1">{t("success.lead", { number: order.number, email: order.email })}</p>
        </section>
        <section aria-labelledby="success-next" className="rounded-card bg-surface-muted p-5">
          <h2 id="success-next" className="text-lg font-bold">
            {t("success.nextTitle")}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            <li>{t("success.nextPack")}</li>
            {option && (
              <li>
                {t("success.nextDelivery", {
                  carrier: `${option.carrier} ${option.method[language]}`,
                  days: deliveryTime(option.days, language),
                })}
              </li>
            )}
            <li>
              <Link to={`/page/order_tracking?order=${order.accessToken}`} className="underline">
                {t("success.nextTrack")}
              </Link>
            </li>
            <li>
              {t("success.nextWithdraw")}{" "}
              <Link to={`${WITHDRAWAL_PATH}?order=${order.accessToken}`} className="underline">
                {t("withdraw.title")}
              </Link>
            </li>
          </ul>
        </section>
        <OrderDetails order={order} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
