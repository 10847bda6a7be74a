import { Link } from "react-router";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { Price } from "../../components/price.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { servicesContext } from "../../context/services-context.ts";
import { cartFromCookie, type ServerCart } from "../../shopper-lists/cart-from-cookie.server.ts";
import { ListArea } from "../../shopper-lists/list-area.tsx";
import { ListNoticeBanner } from "../../shopper-lists/list-notice-banner.tsx";
import { outcomeNotice } from "../../shopper-lists/list-outcome.ts";
import { addToCartPost } from "../../shopper-lists/list-post.server.ts";
import { quantityOf } from "../../../domain/shopper-lists/cart-rules.ts";
import { ListLoading } from "../../shopper-lists/list-loading.tsx";
import { useCartSummary } from "../../shopper-lists/use-cart-summary.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/cart";
import { CartTable } from "../../shopper-lists/cart-table.tsx";
import { ClearCart } from "../../shopper-lists/clear-cart.tsx";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.cart.title"),
    description: t("page.cart.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

/**
 * The cart as the kb_cart cookie has it (the mirror of local storage), priced from the
 * catalogue: the lines are in the page's HTML, the same as the browser renders them after
 * hydration, so nothing shifts and nothing is fetched again (decision record 0030).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await cartFromCookie(
    request.headers.get("Cookie"),
    context.get(servicesContext).catalogue,
  );
  const params = new URL(request.url).searchParams;
  const notice = outcomeNotice("cart", params, cart.products, (id) => quantityOf(cart.items, id));
  return { ...cart, notice };
}

/** "Lägg i varukorgen" posted before the page's script ran, or without it (decision record 0051). */
export const action = ({ request, context }: Route.ActionArgs) => addToCartPost(request, context);

function CartContents({ server }: { server: ServerCart }) {
  const t = useT();
  const { items, lines, total, units, status } = useCartSummary(server);
  if (status === "loading" && lines.length === 0) return <ListLoading />;
  if (items.length === 0) {
    return (
      <EmptyState title={t("page.cart.emptyTitle")}>
        <p>{t("lists.cartPage.emptyText")}</p>
        <p>
          <Link to="/shop/shop_no_sidebar" className="underline">
            {t("lists.cartPage.continue")}
          </Link>
        </p>
      </EmptyState>
    );
  }
  return (
    <div className="container-page grid gap-6 py-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        {status === "error" && <p className="text-danger">{t("lists.network")}</p>}
        <CartTable lines={lines} items={items} />
        <ClearCart />
      </div>
      <section
        aria-labelledby="cart-summary"
        className="flex h-fit flex-col gap-3 rounded-card border border-line p-4"
      >
        <h2 id="cart-summary" className="text-lg font-bold">
          {t("lists.cartPage.summary")}
        </h2>
        <p className="flex justify-between">
          <span>{t("lists.cartPage.units")}</span>
          <span data-testid="cart-units">{units}</span>
        </p>
        <p className="flex justify-between text-lg font-semibold">
          <span>{t("page.cart.total")}</span>
          <span data-testid="cart-page-total">
            <Price ore={total} total />
          </span>
        </p>
        <p className="text-sm text-ink-muted">{t("lists.cartPage.vatNote")}</p>
        <Link to="/page/checkout" className={buttonClass("primary", "w-full")}>
          {t("lists.cartPage.checkout")}
        </Link>
        <Link to="/shop/shop_no_sidebar" className="text-center text-sm underline">
          {t("lists.cartPage.continue")}
        </Link>
      </section>
    </div>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.cart.title")} />
      <ListNoticeBanner notice={actionData?.notice ?? loaderData.notice} />
      <ListArea>
        <CartContents server={loaderData} />
      </ListArea>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
