// A listing on the page: filters where the layout puts them, the toolbar, the products, and
// page links or infinite scroll. Shop listings and category pages both render this.
import type { ReactNode } from "react";
import { GarageChips } from "../garage/garage-lazy.tsx";
import { GarageFitContext, useGarageFit } from "../garage/use-garage-fit.ts";
import { useT } from "../i18n/use-t.ts";
import { CategoryChips } from "./category-chips.tsx";
import { FilterDrawer, FilterDrawerButton, useFilterDialog } from "./filter-drawer.tsx";
import { FilterForm } from "./filter-form.tsx";
import type { ListingData } from "./listing-data.ts";
import type { ListingLayout } from "./listing-layout.ts";
import { ListingToolbar } from "./listing-toolbar.tsx";
import { LoadMore } from "./load-more.tsx";
import { NoResults } from "./no-results.tsx";
import { Pagination } from "./pagination.tsx";
import { priceScale } from "./price-scale.ts";
import { ProductResults } from "./product-results.tsx";

export function ListingView({ data, layout }: { data: ListingData; layout: ListingLayout }) {
  const t = useT();
  const dialog = useFilterDialog();
  const { query, listing, scopeSize } = data;
  const view = query.view ?? layout.view;
  const infinite = layout.infinite ?? false;
  const placement = layout.filters;
  const sidebar = placement === "start" || placement === "end";
  // The signed-in shopper's garage, asked once hydrated: chips and the cards' marks.
  const garage = useGarageFit(listing.products.map((product) => product.id));

  const form = (
    <FilterForm
      query={query}
      facets={listing.facets}
      scale={priceScale(listing.priceBounds)}
      tags={layout.tags ?? false}
      columns={placement === "top" || placement === "toggle"}
    />
  );

  let filters: ReactNode = null;
  if (placement === "drawer") filters = <FilterDrawer dialog={dialog}>{form}</FilterDrawer>;
  else if (placement === "toggle") {
    filters = (
      <details className="mb-4 rounded-card border border-line p-4 [&[open]>summary]:mb-4">
        <summary className="cursor-pointer font-semibold">{t("listing.filters.show")}</summary>
        {form}
      </details>
    );
  } else if (placement === "top") {
    filters = <div className="mb-6 rounded-card border border-line p-4">{form}</div>;
  } else {
    filters = (
      <aside
        aria-label={t("listing.filters.title")}
        className={placement === "end" ? "lg:order-last" : undefined}
      >
        {form}
      </aside>
    );
  }

  const results = (
    <div id="listing-results" className="min-w-0">
      {layout.categories === "chips" && (
        <CategoryChips query={query} types={listing.facets.types} />
      )}
      <GarageChips garage={garage} query={query} facets={listing.facets} />
      <ListingToolbar
        listing={listing}
        query={query}
        view={view}
        infinite={infinite}
        filterButton={placement === "drawer" ? <FilterDrawerButton dialog={dialog} /> : undefined}
      />
      {listing.total === 0 ? (
        <NoResults query={query} emptyScope={scopeSize === 0} />
      ) : (
        <GarageFitContext.Provider value={garage}>
          <ProductResults products={listing.products} view={view} wide={!sidebar} />
        </GarageFitContext.Provider>
      )}
      {infinite ? (
        <LoadMore
          query={query}
          page={listing.page}
          pageCount={listing.pageCount}
          shown={listing.products.length}
        />
      ) : (
        <Pagination query={query} page={listing.page} pageCount={listing.pageCount} />
      )}
    </div>
  );

  return (
    <div className="container-page py-6">
      {sidebar ? (
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          {filters}
          {results}
        </div>
      ) : (
        <>
          {filters}
          {results}
        </>
      )}
    </div>
  );
}
