// element_button: the shop's button looks (components/button-styles.ts) in each state, and the
// buy buttons of a product card for a product in stock and one sold out.
import { Link } from "react-router";
import type { CardProduct } from "../../catalogue/card-product.ts";
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

/** A product card's buy buttons for one product, in each look. */
function BuyButtons({ title, product }: { title: string; product: CardProduct | undefined }) {
  const language = useLanguage();
  if (!product) return null;
  return (
    <GallerySection title={title}>
      {LOOKS.map((look) => (
        <Specimen key={look} label={product.name[language]} look={look}>
          <div className="flex flex-wrap gap-2">
            <ProductActions product={product} />
          </div>
        </Specimen>
      ))}
    </GallerySection>
  );
}

export function ButtonElements({ data }: { data: GalleryData }) {
  const t = useT();
  const g = usePageT(galleryMessages);
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
      <BuyButtons title={g("gallery.button.buyable")} product={regular} />
      <BuyButtons title={g("gallery.button.soldOut")} product={soldOut} />
    </>
  );
}
