// element_categories: the category tiles of the listings, the category filter as chips, and
// the brand links of the home page, with the catalogue's real counts.
import { EMPTY_QUERY } from "../../../domain/catalogue/listing-query.ts";
import type { ProductType } from "../../../domain/catalogue/product.ts";
import { BrandLinks } from "../../home/home-sections.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import { CategoryChips } from "../../listing-page/category-chips.tsx";
import { CategoryTiles } from "../../listing-page/category-tiles.tsx";
import type { GalleryData } from "../gallery-data.ts";
import { GallerySection, Specimen } from "../specimen.tsx";

/** Where the tiles lead: the listing that shows every category as tiles. */
const TILES_BASE = "/shop/shop_with_category";

export function CategoryElements({ data }: { data: GalleryData }) {
  const g = usePageT(galleryMessages);
  const { tiles } = data;
  const chosen: ProductType = tiles.find((tile) => tile.type === "scooter")?.type ?? "phone";
  const facets = (selected: readonly ProductType[]) =>
    tiles.map((tile) => ({
      value: tile.type,
      count: tile.count,
      selected: selected.includes(tile.type),
    }));
  return (
    <>
      <GallerySection title={g("gallery.categories.tiles")}>
        <Specimen label={g("gallery.categories.tiles")} wide>
          <CategoryTiles basePath={TILES_BASE} tiles={tiles} current="" />
        </Specimen>
        <Specimen label={g("gallery.categories.tilesCurrent")} look="dark" wide>
          <CategoryTiles basePath={TILES_BASE} tiles={tiles} current={chosen} />
        </Specimen>
        <Specimen label={g("gallery.categories.tiles")} look="rtl" wide>
          <CategoryTiles basePath={TILES_BASE} tiles={tiles} current="" />
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.categories.chips")}>
        <Specimen label={g("gallery.categories.chips")} wide>
          <CategoryChips query={EMPTY_QUERY} types={facets([])} />
        </Specimen>
        <Specimen label={g("gallery.categories.chipsSelected")} look="dark" wide>
          <CategoryChips query={{ ...EMPTY_QUERY, types: [chosen] }} types={facets([chosen])} />
        </Specimen>
        <Specimen label={g("gallery.categories.chipsSelected")} look="rtl" wide>
          <CategoryChips query={{ ...EMPTY_QUERY, types: [chosen] }} types={facets([chosen])} />
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.categories.brands")}>
        <Specimen label={g("gallery.categories.brands")} wide>
          <BrandLinks />
        </Specimen>
        <Specimen label={g("gallery.categories.brands")} look="rtl" wide>
          <BrandLinks />
        </Specimen>
      </GallerySection>
    </>
  );
}
