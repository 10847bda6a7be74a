import { useMemo } from "react";
import { Link } from "react-router";
import type { Product } from "../../catalogue/product.ts";
import { buttonClass } from "../../components/button-styles.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { ErrorPage } from "../../errors/error-page.tsx";
import { useT } from "../../i18n/use-t.ts";
import type { ShopHandle } from "../../layout/route-handle.ts";
import { ListArea } from "../../shopper-lists/list-area.tsx";
import { ListLoading } from "../../shopper-lists/list-loading.tsx";
import { useListVoice } from "../../shopper-lists/list-voice.ts";
import { useProductData } from "../../shopper-lists/product-data.ts";
import {
  moveWishlistItemToCart,
  removeWishlistItem,
  useWishlist,
} from "../../shopper-lists/wishlist-store.ts";
import { ProductCard } from "../../product-card/product-card.tsx";
import { isBuyable } from "../../product-card/stock-status.tsx";
import { pageMeta } from "../../seo/page-meta.ts";
import type { Route } from "./+types/wishlist";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({
    title: t("page.wishlist.title"),
    description: t("page.wishlist.description"),
    noindex: true,
  }));

export const handle: ShopHandle = { indexable: false };

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

function WishlistContents() {
  const t = useT();
  const hydrated = useHydrated();
  const items = useWishlist();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const { products, status } = useProductData(ids);
  const shown = items.flatMap((item) => products.get(item.id) ?? []);
  if (!hydrated || (status === "loading" && shown.length === 0)) return <ListLoading />;
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

export default function WishlistPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("page.wishlist.title")} />
      <ListArea>
        <WishlistContents />
      </ListArea>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
