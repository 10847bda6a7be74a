// /payment/complete, /payment/callback (GET) and /payment/cancel (spec §2): where the payment
// provider sends the browser back. What they show is the server's truth about the order, never
// what the address claims: a paid order goes on to its confirmation; one still waiting for the
// provider's callback says so and checks again by itself (with or without JavaScript); cancel
// gives the stock back at once and keeps the cart. The provider's server-to-server POST to
// /payment/callback is handled before these pages (server/payments/payment-callback-route.ts).
import { useEffect } from "react";
import { Link, redirect, useLocation, useRevalidator } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { servicesContext } from "../../context/services-context.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { MessageKey } from "../../i18n/messages.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { isUnpaid } from "../../../domain/order-status.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/payment-status";

const TITLES: Record<string, MessageKey> = {
  cancel: "page.payment.cancel.title",
  callback: "page.payment.callback.title",
  complete: "page.payment.complete.title",
};

const titleKey = (pathname: string): MessageKey =>
  TITLES[pathname.split("/")[2] ?? ""] ?? "page.payment.complete.title";

/** Seconds between looks while the provider's confirmation has not arrived. */
const POLL_SECONDS = 2;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t(titleKey(args.location.pathname)),
    description: t("page.payment.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

type View =
  | { kind: "unknown" }
  | { kind: "waiting" | "ended" | "cancelled"; number: string; refundDue: boolean };

export async function loader({ request, context }: Route.LoaderArgs): Promise<View> {
  const url = new URL(request.url);
  const { orders } = context.get(servicesContext);
  // The provider's way back names the order by its link token, never its id.
  const link = url.searchParams.get("order") ?? "";
  let order = await orders.findByLink(link);
  if (!order) return { kind: "unknown" };
  if (url.pathname.endsWith("/cancel") && order.status === "reserved") {
    await orders.cancel(order.id);
    order = (await orders.find(order.id)) ?? order;
  }
  if (!isUnpaid(order.status)) {
    throw redirect(`/page/order_success?order=${order.accessToken}`);
  }
  const cancelledHere = url.pathname.endsWith("/cancel") && order.status === "cancelled";
  return {
    kind: order.status === "reserved" ? "waiting" : cancelledHere ? "cancelled" : "ended",
    number: order.number,
    refundDue: order.refundDue,
  };
}

function useWhileWaiting(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
}

export default function PaymentStatus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const view = loaderData;
  useWhileWaiting(view.kind === "waiting");
  const title = t(titleKey(location.pathname));
  const backToShop = (
    <p className="flex flex-wrap justify-center gap-3">
      <Link to="/page/checkout" className={buttonClass("primary")}>
        {t("payment.toCheckout")}
      </Link>
      <Link to="/page/cart" className={buttonClass("secondary")}>
        {t("payment.toCart")}
      </Link>
    </p>
  );
  return (
    <>
      <PageHeader title={title} />
      {view.kind === "unknown" && (
        <EmptyState title={t("payment.unknownTitle")}>
          <p>{t("payment.unknownText")}</p>
        </EmptyState>
      )}
      {view.kind === "waiting" && (
        <section className="container-page py-10" aria-labelledby="payment-waiting">
          {/* Without JavaScript the page reloads itself; with it, the loader is asked again. */}
          <noscript>
            <meta httpEquiv="refresh" content={String(POLL_SECONDS)} />
          </noscript>
          <div
            role="status"
            className="mx-auto max-w-2xl rounded-card border border-line p-8 text-center"
          >
            <h2 id="payment-waiting" className="text-lg font-bold">
              {t("payment.waitingTitle")}
            </h2>
            <p className="mt-3">{t("payment.waitingText", { number: view.number })}</p>
            <p className="mt-4">
              <a href={location.pathname + location.search} className="underline">
                {t("payment.refresh")}
              </a>
            </p>
          </div>
        </section>
      )}
      {(view.kind === "ended" || view.kind === "cancelled") && (
        <EmptyState
          title={t(view.kind === "cancelled" ? "payment.cancelledTitle" : "payment.endedTitle")}
        >
          <p>
            {t(view.kind === "cancelled" ? "payment.cancelledText" : "payment.endedText", {
              number: view.number,
            })}
          </p>
          {view.refundDue && <p className="font-semibold">{t("order.refundDue")}</p>}
          {backToShop}
        </EmptyState>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
