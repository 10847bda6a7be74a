import type { ReactNode } from "react";
import type { Product } from "../../domain/catalogue/product.ts";

/** What the shopper has picked in the buy box, for the buttons that act on it. */
export interface ProductSelection {
  product: Product;
  /** A colour key, when the product comes in colours. */
  colour: string | undefined;
  /** A size or capacity, when the product offers them. */
  option: string | undefined;
  /** 1 up to what is in stock. */
  quantity: number;
}

/**
 * The buy box's buttons (add to cart, wishlist, compare), rendered from the current choice.
 * The product page leaves this to the cart and lists code; nothing is rendered without it.
 */
export type SelectionActions = (selection: ProductSelection) => ReactNode;

/** The bundle's button, given the products the shopper kept ticked. */
export type BundleActions = (products: readonly Product[]) => ReactNode;
