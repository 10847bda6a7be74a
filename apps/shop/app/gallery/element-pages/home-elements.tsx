// element_home: the home pages' sections, each as the home page shows it and in the other looks.
import {
  BrandLinks,
  HomeHero,
  LatestArticles,
  PopularShelf,
  ShopPromises,
} from "../../home/home-sections.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import type { GalleryData } from "../gallery-data.ts";
import { GallerySection, Specimen } from "../specimen.tsx";

const SHELF = 4;

export function HomeElements({ data }: { data: GalleryData }) {
  const g = usePageT(galleryMessages);
  const shelf = data.popular.slice(0, SHELF);
  return (
    <>
      <GallerySection title={g("gallery.home.hero")}>
        <Specimen label={g("gallery.home.hero")} wide>
          <HomeHero title="Kretsbutiken" headingLevel={2} />
        </Specimen>
        <Specimen label={g("gallery.home.hero")} look="dark" wide>
          <HomeHero title="Kretsbutiken" headingLevel={2} />
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.home.promises")}>
        {(["page", "dark", "rtl"] as const).map((look) => (
          <Specimen key={look} label={g("gallery.home.promises")} look={look} wide>
            <ShopPromises />
          </Specimen>
        ))}
      </GallerySection>
      <GallerySection title={g("gallery.home.shelf")}>
        <Specimen label={g("gallery.home.shelf")} wide>
          <PopularShelf products={shelf} />
        </Specimen>
        <Specimen label={g("gallery.home.shelf")} look="rtl" wide>
          <PopularShelf products={shelf} />
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.home.brands")}>
        <Specimen label={g("gallery.home.brands")} wide>
          <BrandLinks />
        </Specimen>
        <Specimen label={g("gallery.home.brands")} look="dark" wide>
          <BrandLinks />
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.home.articles")}>
        <Specimen label={g("gallery.home.articles")}>
          <LatestArticles articles={data.articles} />
        </Specimen>
        <Specimen label={g("gallery.home.articles")} look="dark">
          <LatestArticles articles={data.articles} />
        </Specimen>
        <Specimen label={g("gallery.home.articles")} look="rtl">
          <LatestArticles articles={data.articles} />
        </Specimen>
      </GallerySection>
    </>
  );
}
