// element_collection_banner: the banners of the electronics home page, one by one, mirrored,
// in the other looks and as the row the page shows.
import { CollectionBanner, CollectionBanners } from "../../home/collection-banner.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import type { GalleryData } from "../gallery-data.ts";
import { GallerySection, Specimen } from "../specimen.tsx";

export function CollectionElements({ data }: { data: GalleryData }) {
  const g = usePageT(galleryMessages);
  const [first, second] = data.collections;
  return (
    <>
      <GallerySection title={g("gallery.collection.banner")}>
        {first && (
          <>
            <Specimen label={g("gallery.collection.banner")}>
              <CollectionBanner collection={first} />
            </Specimen>
            <Specimen label={g("gallery.collection.reversed")}>
              <CollectionBanner collection={first} reversed />
            </Specimen>
            <Specimen label={g("gallery.collection.banner")} look="dark">
              <CollectionBanner collection={first} />
            </Specimen>
          </>
        )}
        {second && (
          <Specimen label={g("gallery.collection.banner")} look="rtl">
            <CollectionBanner collection={second} />
          </Specimen>
        )}
      </GallerySection>
      <GallerySection title={g("gallery.collection.row")}>
        <Specimen label={g("gallery.collection.row")} wide>
          <CollectionBanners collections={data.collections} />
        </Specimen>
      </GallerySection>
    </>
  );
}
