// How each product route lays out the one product view (spec §2): the same components,
// arranged by this table rather than copied per layout.
import type { ProductLayoutName } from "./product-request.ts";

/**
 * Where the gallery puts its pictures: one main picture with thumbnails below, to the left or
 * to the right; a grid of four; all pictures stacked; or the 360° view first ("video").
 */
export type GalleryVariant = "bottom" | "left" | "right" | "grid" | "stack" | "spin";

export interface ProductLayout {
  gallery: GalleryVariant;
  /** A column beside the product with delivery, manufacturer and safety. */
  sidebar: "none" | "left" | "right";
  /** The buy box stays in view while the pictures scroll past. */
  stickyBuyBox: boolean;
  /** "Köps ofta tillsammans" below the buy box. */
  bundle: boolean;
}

const STANDARD: ProductLayout = {
  gallery: "bottom",
  sidebar: "none",
  stickyBuyBox: false,
  bundle: false,
};

export const PRODUCT_LAYOUTS: Record<ProductLayoutName, ProductLayout> = {
  product: STANDARD,
  product_bundle: { ...STANDARD, bundle: true },
  product_left_sidebar: { ...STANDARD, sidebar: "left" },
  product_sticky: { ...STANDARD, gallery: "stack", stickyBuyBox: true },
  product_4_images: { ...STANDARD, gallery: "grid" },
  product_no_sidebar: STANDARD,
  product_right_sidebar: { ...STANDARD, sidebar: "right" },
  product_left_thumbnail: { ...STANDARD, gallery: "left" },
  product_right_thumbnail: { ...STANDARD, gallery: "right" },
  product_video_thumbnail: { ...STANDARD, gallery: "spin" },
};
