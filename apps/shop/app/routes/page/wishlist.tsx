import { useMemo } from "react";
import { Link } from "react-router";
import type { Product } from "../../../domain/catalogue/product.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { ListArea } from "../../shopper-lists/list-area.tsx";
import { ListLoading } from "../../shopper-lists/list-loading.tsx";
import { useListVoice } from "../../shopper-lists/list-voice.ts";
import { useProductData, type ServerProducts } from "../../shopper-lists/product-data.ts";
import { servicesContext } from "../../context/services-context.ts";
import { listFromCookieHeader } from "../../shopper-lists/list-cookie.ts";
import { ListNoticeBanner } from "../../shopper-lists/list-notice-banner.tsx";
import { outcomeNotice } from "../../shopper-lists/list-outcome.ts";
import { addToWishlistPost } from "../../shopper-lists/list-post.server.ts";
import { parseWishlist, type WishlistItem } from "../../../domain/shopper-lists/wishlist-rules.ts";
import {
  moveWishlistItemToCart,
  removeWishlistItem,
  useWishlist,
} from "../../shopper-lists/wishlist-store.ts";
import { ProductCard } from "../../product-card/product-card.tsx";
import { isBuyable } from "../../../domain/catalogue/stock-level.ts";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/wishlist";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.wishlist.title"),
    description: t("page.wishlist.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

/**
 * The list as its cookie has it (the mirror of local storage), so the page shows it before
 * the page's script runs, or without it; and what a form post just added (decision record 0051).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = listFromCookieHeader(request.headers.get("Cookie"), "wishlist", parseWishlist);
  const ids = items.map((item) => item.id);
  const products = ids.length === 0 ? [] : await context.get(servicesContext).catalogue.byIds(ids);
  const notice = outcomeNotice("wishlist", new URL(request.url).searchParams, products);
  return { items, ids, products, notice };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  addToWishlistPost(request, context);

function WishlistActions({ product }: { product: Product }) {
  const t = useT();
  const voice = useListVoice();
  const name = voice.name(product.name);
  return (
    <>
      {isBuyable(product) && (
        <button
          type="button"
          data-action="move-to-cart"
          onClick={() => void moveWishlistItemToCart(product, voice)}
          className={buttonClass("primary", "flex-1")}
        >
          {t("lists.action.moveToCart")}
          <span className="sr-only">: {name}</span>
        </button>
      )}
      <button
        type="button"
        data-action="remove"
        onClick={() => removeWishlistItem(product, voice)}
        className={buttonClass("secondary")}
      >
        {t("lists.action.remove")}
        <span className="sr-only">: {name}</span>
      </button>
    </>
  );
}

function WishlistContents({ server }: { server: ServerProducts & { items: WishlistItem[] } }) {
  const t = useT();
  const items = useWishlist(server.items);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const { products, status } = useProductData(ids, server);
  const shown = items.flatMap((item) => products.get(item.id) ?? []);
  if (status === "loading" && shown.length === 0) return <ListLoading />;
  if (shown.length === 0) {
    return (
      <EmptyState title={t("page.wishlist.emptyTitle")}>
        {status === "error" ? <p>{t("lists.network")}</p> : <p>{t("lists.wishlist.emptyText")}</p>}
        <p>
          <Link to="/shop/shop_no_sidebar" className="underline">
            {t("lists.cartPage.continue")}
          </Link>
        </p>
      </EmptyState>
    );
  }
  return (
    <section className="container-page py-8" aria-label={t("page.wishlist.title")}>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((product) => (
          <li key={product.id} className="grid">
            <ProductCard product={product} actions={<WishlistActions product={product} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.wishlist.title")} />
      <ListNoticeBanner notice={actionData?.notice ?? loaderData.notice} />
      <ListArea>
        <WishlistContents server={loaderData} />
      </ListArea>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
