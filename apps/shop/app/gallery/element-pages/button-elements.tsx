// element_button: the shop's button looks (components/button-styles.ts) in each state, and the
// buy buttons of a product card for a product in stock and one sold out.
import { Link } from "react-router";
import { buttonClass, type ButtonVariant } from "../../components/button-styles.ts";
import { useT } from "../../i18n/use-t.ts";
import { usePageT } from "../../i18n/use-page-t.ts";
import { galleryMessages } from "../gallery-messages.ts";
import { useLanguage } from "../../root-data.ts";
import { ProductActions } from "../../shopper-lists/product-actions.tsx";
import type { GalleryData } from "../gallery-data.ts";
import { GallerySection, Specimen, type SpecimenLook } from "../specimen.tsx";

const VARIANTS: readonly ButtonVariant[] = ["primary", "secondary", "ghost"];
const LOOKS: readonly SpecimenLook[] = ["page", "dark", "rtl"];

function Buttons({ disabled = false }: { disabled?: boolean }) {
  const g = usePageT(galleryMessages);
  return (
    <div className="flex flex-wrap gap-3">
      {VARIANTS.map((variant) => (
        <button key={variant} type="button" className={buttonClass(variant)} disabled={disabled}>
          {g(`gallery.button.${variant}`)}
        </button>
      ))}
    </div>
  );
}

export function ButtonElements({ data }: { data: GalleryData }) {
  const t = useT();
  const g = usePageT(galleryMessages);
  const language = useLanguage();
  const { regular, soldOut } = data.products;
  return (
    <>
      <GallerySection title={g("gallery.button.variants")} lead={g("gallery.button.lead")}>
        {LOOKS.map((look) => (
          <Specimen key={look} label={g("gallery.button.variants")} look={look}>
            <Buttons />
          </Specimen>
        ))}
        {LOOKS.map((look) => (
          <Specimen key={look} label={g("gallery.button.disabled")} look={look}>
            <Buttons disabled />
          </Specimen>
        ))}
        <Specimen label={g("gallery.button.links")}>
          <div className="flex flex-wrap gap-3">
            <Link to="/page/cart" className={buttonClass("primary")}>
              {t("header.cart")}
            </Link>
            <Link to="/shop/shop_no_sidebar" className={buttonClass("secondary")}>
              {t("nav.allProducts")}
            </Link>
          </div>
        </Specimen>
      </GallerySection>
      <GallerySection title={g("gallery.button.buyable")}>
        {regular &&
          LOOKS.map((look) => (
            <Specimen key={look} label={regular.name[language]} look={look}>
              <div className="flex flex-wrap gap-2">
                <ProductActions product={regular} />
              </div>
            </Specimen>
          ))}
      </GallerySection>
      <GallerySection title={g("gallery.button.soldOut")}>
        {soldOut &&
          LOOKS.map((look) => (
            <Specimen key={look} label={soldOut.name[language]} look={look}>
              <div className="flex flex-wrap gap-2">
                <ProductActions product={soldOut} />
              </div>
            </Specimen>
          ))}
      </GallerySection>
    </>
  );
}
