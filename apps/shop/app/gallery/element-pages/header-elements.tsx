// element_header: the parts of the shop's header. The language and currency switchers, the
// counters and the mobile menu are left to the header at the top of this page: a second copy
// of them would be a second control with the same name and the same ids.
import { Logo } from "../../layout/header/logo.tsx";
import { NavLinks } from "../../layout/header/nav-links.tsx";
import { SearchForm } from "../../layout/header/search-form.tsx";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import { GallerySection, Specimen, type SpecimenLook } from "../specimen.tsx";

const LOOKS: readonly SpecimenLook[] = ["page", "dark", "rtl"];

export function HeaderElements() {
  const g = usePageT(galleryMessages);
  return (
    <>
      <GallerySection title={g("gallery.header.logo")}>
        {LOOKS.map((look) => (
          <Specimen key={look} label={g("gallery.header.logo")} look={look}>
            <Logo />
          </Specimen>
        ))}
      </GallerySection>
      <GallerySection title={g("gallery.header.search")}>
        {LOOKS.map((look) => (
          <Specimen key={look} label={g("gallery.header.search")} look={look}>
            <SearchForm id={`gallery-search-${look}`} />
          </Specimen>
        ))}
        <Specimen label={g("gallery.header.searchFilled")}>
          <SearchForm id="gallery-search-filled" defaultValue="elsparkcykel" />
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.header.nav")}>
        {LOOKS.map((look) => (
          <Specimen key={look} label={g("gallery.header.nav")} look={look} wide>
            <nav
              aria-label={
                look === "page"
                  ? g("gallery.header.nav")
                  : `${g("gallery.header.nav")}, ${g(`gallery.look.${look}`)}`
              }
            >
              <NavLinks layout="bar" />
            </nav>
          </Specimen>
        ))}
      </GallerySection>
    </>
  );
}
