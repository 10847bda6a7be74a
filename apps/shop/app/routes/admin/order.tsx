// /admin/orders/:number: one order for staff: lines, customer, delivery, payment with its
// attempts, status history with the withdrawal period, the mails sent to the customer, and
// the fulfilment actions its status allows (README "Admin"). The page is a column of small
// sections (app/admin/orders/sections/), so other parts of the admin add theirs beside these.
import {
  data,
  isRouteErrorResponse,
  Link,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { staffOf } from "../../admin/admin-guard.server.ts";
import { adminMessages } from "../../admin/admin-messages.ts";
import { adminMeta } from "../../admin/admin-meta.ts";
import { orderAction } from "../../admin/orders/order-actions.server.ts";
import type { OrderPageData } from "../../admin/orders/order-page-data.ts";
import { orderPageMessages } from "../../admin/orders/order-page-messages.ts";
import { FulfilmentSection } from "../../admin/orders/sections/fulfilment-section.tsx";
import { OrderActionNotice } from "../../admin/orders/sections/order-action-notice.tsx";
import { OrderCustomerSection } from "../../admin/orders/sections/order-customer-section.tsx";
import { OrderDeliverySection } from "../../admin/orders/sections/order-delivery-section.tsx";
import { OrderHeader } from "../../admin/orders/sections/order-header.tsx";
import { OrderHistorySection } from "../../admin/orders/sections/order-history-section.tsx";
import { OrderLinesSection } from "../../admin/orders/sections/order-lines-section.tsx";
import { OrderMailsSection } from "../../admin/orders/sections/order-mails-section.tsx";
import { OrderPaymentSection } from "../../admin/orders/sections/order-payment-section.tsx";
import { refundsSectionData } from "../../admin/refunds/refunds-section-data.server.ts";
import { RefundsSection } from "../../admin/refunds/refunds-section.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import type { Route } from "./+types/order";

export type { OrderPageData };

// The number from the loaded order only: a refused or unknown number is not repeated in a title.
export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (language) =>
    orderPageMessages[language].title
      .replace("{number}", args.loaderData?.order.number ?? "")
      .trim(),
  );

export async function loader({ params, context }: Route.LoaderArgs): Promise<OrderPageData> {
  staffOf(context);
  const services = context.get(servicesContext);
  const order = await services.admin.orders.find(params.number.slice(0, 40));
  if (!order) throw data({ reason: "not_found" }, { status: 404 });
  return {
    order,
    paymentProvider: services.payments.name,
    refunds: await refundsSectionData(context, order.id),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return orderAction(request, context, params.number.slice(0, 40));
}

/** After any post, refused ones too: a conflict shows the order as it is now. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

export default function OrderPage() {
  const page = useLoaderData<typeof loader>();
  const { order } = page;
  return (
    <>
      <OrderHeader order={order} />
      <OrderActionNotice />
      <div className="grid gap-4 lg:grid-cols-2">
        <FulfilmentSection order={order} />
        <OrderLinesSection order={order} />
        <OrderCustomerSection order={order} />
        <OrderDeliverySection order={order} />
        <OrderPaymentSection {...page} />
        {page.refunds && <RefundsSection refunds={page.refunds} version={order.version} />}
        <OrderHistorySection order={order} />
        <OrderMailsSection order={order} />
      </div>
    </>
  );
}

/** An unknown number: said so, inside the admin's frame. Anything else: the admin's apology. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = usePageT(orderPageMessages);
  const tAdmin = usePageT(adminMessages);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">
        {notFound ? t("notFound") : tAdmin("error.title")}
      </h1>
      {!notFound && <p className="mb-2">{tAdmin("error.text")}</p>}
      <Link to="/admin/orders" className="underline">
        {t("back")}
      </Link>
    </>
  );
}
