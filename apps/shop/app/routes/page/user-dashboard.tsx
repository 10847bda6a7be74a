// /page/user_dashboard (spec §2, §6): behind the logged-in middleware. A greeting, who is
// signed in, and the ways on: orders, profile, wishlist, the saved addresses (the default first,
// managed at /page/address_book), Min garage (/page/garage), signing out.
import { Form, Link } from "react-router";
import { servicesContext } from "../../context/services-context.ts";
import { Price } from "../../components/price.tsx";
import { statusKey, useStockholmTime } from "../../orders/order-details.tsx";
import { requireShopper } from "../../account/guards.ts";
import { ComplaintCard, ComplaintOrderLink } from "../../complaints/complaint-links.tsx";
import { BOUGHT_STATUSES } from "../../../domain/order-status.ts";
import { canChangeContact } from "../../../domain/orders/contact-change.ts";
import { DashboardChangeLink } from "../../orders/order-change-offer.tsx";
import { AddressLines } from "../../address-book/address-lines.tsx";
import { ADDRESS_BOOK_PATH } from "../../address-book/address-book-path.ts";
import { useAddressSay } from "../../address-book/use-address-say.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import type { MessageKey } from "../../i18n/messages.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { DashboardOrderReturns } from "../../returns/dashboard-order-returns.tsx";
import { GarageCard } from "../../garage/garage-card.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/user-dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.userDashboard.title"),
    description: t("page.userDashboard.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { email, username, userId } = requireShopper(request, context);
  const services = context.get(servicesContext);
  const [orders, addresses] = await Promise.all([
    services.orders.ofUser(userId),
    services.addressBook.list(userId),
  ]);
  // Returns after "Ångra köp" are listed under their orders (README "Returns").
  const returns = await services.returns.ofOrders(orders.map((order) => order.id));
  // Complaints ("Reklamera en vara") are listed under the orders (README "Complaints").
  const complaints = await services.complaints.ofUser(userId);
  return {
    email: email ?? null,
    username: username ?? null,
    orders,
    addresses,
    returns,
    complaints,
  };
}

/** The saved addresses, the default first, and the way to manage them. */
function AddressCard({
  addresses,
}: {
  addresses: Route.ComponentProps["loaderData"]["addresses"];
}) {
  const say = useAddressSay();
  return (
    <>
      {addresses.length === 0 ? (
        <p>{say("page.userDashboard.addressesEmpty")}</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="dashboard-addresses">
          {addresses.map((address) => (
            <li key={address.id} className="py-2">
              <AddressLines address={address} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={ADDRESS_BOOK_PATH} className="underline">
          {say("addressBook.manage")}
        </Link>
      </p>
    </>
  );
}

/** The signed-in shopper's orders, newest first, each with its status and a link to it. */
function OrderList({
  orders,
  returns,
}: {
  orders: Route.ComponentProps["loaderData"]["orders"];
  returns: Route.ComponentProps["loaderData"]["returns"];
}) {
  const t = useT();
  const time = useStockholmTime();
  if (orders.length === 0) return <p>{t("page.userDashboard.ordersEmpty")}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="dashboard-orders">
      {orders.map((order) => (
        <li
          key={order.id}
          className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-ink"
        >
          <span>
            <Link
              to={`/page/order_tracking?order=${order.accessToken}`}
              className="font-semibold underline"
            >
              <span className="sr-only">{t("dashboard.orderOpen")} </span>
              {order.number}
            </Link>{" "}
            <span className="text-sm text-ink-muted">
              {time(order.createdAt)} · {t("dashboard.orderUnits", { count: order.units })}
            </span>
          </span>
          <span className="text-sm">
            {t(statusKey(order.status))} · <Price ore={order.total} />
          </span>
          <DashboardOrderReturns returns={returns.filter((r) => r.orderId === order.id)} />
          {(BOUGHT_STATUSES as readonly string[]).includes(order.status) && (
            <ComplaintOrderLink number={order.number} orderLink={order.accessToken} />
          )}
          {canChangeContact(order.status, "email") && (
            <DashboardChangeLink number={order.number} orderLink={order.accessToken} />
          )}
        </li>
      ))}
    </ul>
  );
}

type CardKey = "orders" | "profile" | "wishlist" | "addresses";

/** The dashboard's sections: what the shopper has, and where to go from there. */
const CARDS: { key: CardKey; link?: { to: string; label: MessageKey } }[] = [
  { key: "orders", link: { to: "/", label: "page.userDashboard.toShop" } },
  { key: "profile", link: { to: "/profile", label: "page.userDashboard.toProfile" } },
  { key: "wishlist", link: { to: "/page/wishlist", label: "page.userDashboard.toWishlist" } },
  { key: "addresses" },
];

const CARD_TEXT: Record<CardKey, { title: MessageKey; text: MessageKey }> = {
  orders: { title: "page.userDashboard.ordersTitle", text: "page.userDashboard.ordersEmpty" },
  profile: { title: "page.userDashboard.profileTitle", text: "page.userDashboard.profileText" },
  wishlist: { title: "page.userDashboard.wishlistTitle", text: "page.userDashboard.wishlistText" },
  addresses: {
    title: "page.userDashboard.addressesTitle",
    text: "page.userDashboard.addressesEmpty",
  },
};

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
          {CARDS.map(({ key, link }) => {
            const title = t(CARD_TEXT[key].title);
            return (
              <section key={key} aria-label={title} className="rounded-card border border-line p-5">
                <h2 className="text-lg font-semibold">{title}</h2>
                <div className="mt-2 space-y-3 text-ink-muted">
                  {key === "orders" && (
                    <OrderList orders={loaderData.orders} returns={loaderData.returns} />
                  )}
                  {key === "addresses" && <AddressCard addresses={loaderData.addresses} />}
                  {key !== "orders" && key !== "addresses" && <p>{t(CARD_TEXT[key].text)}</p>}
                  {link && (
                    <p>
                      <Link to={link.to} className="underline">
                        {t(link.label)}
                      </Link>
                    </p>
                  )}
                </div>
              </section>
            );
          })}
        </div>
        <div className="mt-4">
          <ComplaintCard complaints={loaderData.complaints} />
        </div>
        <div className="mt-4">
          <GarageCard />
        </div>
        <Form method="post" action="/logout" reloadDocument className="mt-8">
          <button type="submit" className={buttonClass("secondary")}>
            {t("page.userDashboard.signOut")}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          <Link to="/page/delete_account" className="underline">
            {t("page.userDashboard.deleteAccount")}
          </Link>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
