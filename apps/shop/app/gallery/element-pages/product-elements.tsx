// element_product: the product card in every state a real product of the range is in, in a
// grid and a list, the price as product pages show it, and what a listing shows while loading,
// when nothing matches and when something fails.
import { EMPTY_QUERY } from "../../../domain/catalogue/listing-query.ts";
import { ErrorPageContent } from "../../errors/error-page.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import { NoResults } from "../../listing-page/no-results.tsx";
import { PriceBlock } from "../../product-card/price-block.tsx";
import { ProductCard } from "../../product-card/product-card.tsx";
import { ListLoading } from "../../shopper-lists/list-loading.tsx";
import type { GalleryData } from "../gallery-data.ts";
import { PRODUCT_STATES } from "../product-states.ts";
import { GallerySection, Specimen } from "../specimen.tsx";

const CARD_SIZES = "(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 90vw";

export function ProductElements({ data }: { data: GalleryData }) {
  const g = usePageT(galleryMessages);
  const { regular, reduced, labelled } = data.products;
  return (
    <>
      <GallerySection title={g("gallery.product.cards")} lead={g("gallery.product.cardsLead")}>
        {PRODUCT_STATES.map((state) => {
          const product = data.products[state];
          if (!product) return null;
          return (
            <Specimen key={state} label={g(`gallery.state.${state}`)}>
              <ProductCard product={product} sizes={CARD_SIZES} />
            </Specimen>
          );
        })}
        {reduced && (
          <Specimen label={g("gallery.state.reduced")} look="dark">
            <ProductCard product={reduced} sizes={CARD_SIZES} />
          </Specimen>
        )}
        {labelled && (
          <Specimen label={g("gallery.state.labelled")} look="rtl">
            <ProductCard product={labelled} sizes={CARD_SIZES} />
          </Specimen>
        )}
      </GallerySection>
      <GallerySection title={g("gallery.product.list")}>
        {regular && (
          <Specimen label={g("gallery.product.list")} wide>
            <ProductCard product={regular} layout="list" />
          </Specimen>
        )}
        {reduced && (
          <Specimen label={g("gallery.product.list")} look="rtl" wide>
            <ProductCard product={reduced} layout="list" />
          </Specimen>
        )}
      </GallerySection>
      {reduced && (
        <GallerySection title={g("gallery.product.priceLong")}>
          {(["page", "dark", "rtl"] as const).map((look) => (
            <Specimen key={look} label={g("gallery.product.priceLong")} look={look}>
              <PriceBlock product={reduced} long />
            </Specimen>
          ))}
        </GallerySection>
      )}
      <GallerySection title={g("gallery.product.states")}>
        <Specimen label={g("gallery.product.loading")}>
          <ListLoading />
        </Specimen>
        <Specimen label={g("gallery.product.empty")}>
          <NoResults query={EMPTY_QUERY} emptyScope={false} />
        </Specimen>
        <Specimen label={g("gallery.product.emptyScope")} look="dark">
          <NoResults query={EMPTY_QUERY} emptyScope />
        </Specimen>
        <Specimen label={g("gallery.product.notFound")}>
          <ErrorPageContent status={404} headingLevel={2} />
        </Specimen>
        <Specimen label={g("gallery.product.failed")} look="dark">
          <ErrorPageContent status={500} headingLevel={2} />
        </Specimen>
      </GallerySection>
    </>
  );
}
