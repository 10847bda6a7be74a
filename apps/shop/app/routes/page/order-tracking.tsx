// /page/order_tracking (spec §2): an order's status and history, and once shipped its carrier,
// tracking number and the carrier's tracking link; found by its number and the buyer's e-mail
// (no account needed, rate limited, no hint whether a number exists), or by the order's own
// link from the confirmation and the dashboard.
import { data } from "react-router";
import { keepRetryAfter, retryAfterHeaders } from "../../abuse/too-many.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import { ComplaintFromOrder } from "../../complaints/complaint-links.tsx";
import { OrderDetails } from "../../orders/order-details.tsx";
import { OrderLookupForm } from "../../orders/order-lookup-form.tsx";
import { OrderChangeOffer, changeDoneOf } from "../../orders/order-change-offer.tsx";
import { sessionContext } from "../../context/session-context.ts";
import { canChangeContact } from "../../../domain/orders/contact-change.ts";
import { OrderShipment } from "../../orders/order-shipment.tsx";
import { OrderReturns } from "../../returns/order-returns.tsx";
import { lookupOrder, lookupValues } from "../../orders/order-lookup.server.ts";
import { readForm } from "../../request-body/read-form.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/order-tracking";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.orderTracking.title"),
    description: t("page.orderTracking.description"),
  }));

export async function loader({ request, context }: Route.LoaderArgs) {
  // The order's own link names it by its token (never its id): no e-mail asked.
  const link = new URL(request.url).searchParams.get("order");
  const services = context.get(servicesContext);
  const order = link ? await services.orders.findByLink(link) : undefined;
  // Returns after "Ångra köp" (README "Returns"): the labels made and those that may still be.
  const returnOffers = order ? await services.returns.offersOf(order.id) : [];
  // The signed-in buyer of the order may change its e-mail or delivery address while it allows.
  const session = context.get(sessionContext);
  const changeable =
    order !== undefined &&
    session !== null &&
    order.userId === session.userId &&
    (canChangeContact(order.status, "email") || canChangeContact(order.status, "address"));
  const changed = changeDoneOf(new URL(request.url).searchParams.get("changed"));
  return { order, returnOffers, changeable, changed };
}

/** Past a limit the action answers 429 with Retry-After. */
export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, context);
  if (!read.ok) {
    const { message, status } = read.problem;
    return data(
      { order: undefined, error: message, values: { number: "", email: "" } },
      { status },
    );
  }
  const { form } = read;
  const found = await lookupOrder(form, context);
  const values = lookupValues(form);
  if (!found.ok) {
    // Past the limit: 429 with Retry-After, the form kept as typed.
    const headers = found.status === 429 ? retryAfterHeaders(found.retryAfterSeconds) : undefined;
    return data(
      { order: undefined, error: found.error, values },
      { status: found.status, headers },
    );
  }
  const returnOffers = await context.get(servicesContext).returns.offersOf(found.order.id);
  return { order: found.order, returnOffers, error: undefined, values };
}

export default function OrderTrackingPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const order = actionData?.order ?? loaderData.order;
  return (
    <>
      <PageHeader title={t("page.orderTracking.title")} />
      <div className="container-page space-y-8 py-8">
        {order ? (
          <>
            <OrderChangeOffer
              orderLink={order.accessToken}
              email={order.email}
              offered={!actionData?.order && loaderData.changeable}
              done={actionData?.order ? undefined : loaderData.changed}
            />
            <OrderShipment shipment={order.shipment} />
            <OrderDetails order={order} />
            <ComplaintFromOrder orderLink={order.accessToken} />
            <OrderReturns
              orderLink={order.accessToken}
              offers={(actionData?.order ? actionData.returnOffers : loaderData.returnOffers) ?? []}
            />
          </>
        ) : (
          <>
            <p className="max-w-2xl">{t("tracking.lead")}</p>
            <OrderLookupForm
              idPrefix="tracking"
              submit="tracking.submit"
              error={actionData?.error}
              values={actionData?.values ?? {}}
            />
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
