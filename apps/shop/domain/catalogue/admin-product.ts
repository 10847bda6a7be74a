// What the admin's product pages show (app/routes/admin/products*.tsx), as the server's store
// (server/admin/products/) hands it over: plain data, no rows.
import type { PartFitment } from "../scooter-doctor/fitment.ts";
import type { EnergyLabel } from "./energy-label.ts";
import type { Localized, ProductType } from "./product.ts";
import type { ProductDetailsInput } from "./product-input.ts";
import type { StockReason } from "./stock-reasons.ts";

/** One row of /admin/products. */
export interface AdminProductRow {
  id: number;
  sku: string;
  slug: string;
  name: Localized;
  brand: string;
  type: ProductType;
  published: boolean;
  inStock: number;
  /** Öre incl. moms now; undefined before the first price starts. */
  price: number | undefined;
  /** A price is written for later. */
  scheduled: boolean;
}

export interface ProductListQuery {
  /** Free text over name (both languages), SKU, brand, slug and id. */
  text: string;
  type: ProductType | undefined;
  published: boolean | undefined;
  lowStock: boolean;
  page: number;
  pageSize: number;
}

export interface ProductListPage {
  rows: AdminProductRow[];
  total: number;
}

/** A price point of the product's history, as the admin lists it. */
export interface AdminPricePoint {
  /** ISO instant the price starts at. */
  from: string;
  price: number;
  /** past: was in effect; current: in effect now; scheduled: starts later. */
  state: "past" | "current" | "scheduled";
  /** Written by the deal of the week (its start or its end): not cancelled here. */
  deal: boolean;
}

export interface AdminStockAdjustment {
  at: string;
  quantity: number;
  reason: StockReason;
  note: string | null;
  stockAfter: number;
  by: string;
}

export interface AdminPicture {
  pictureId: number;
  /** As the storefront's images: the path without width and format. */
  src: string;
  uploadedAt: string;
}

/** One product as its admin page shows it. */
/** A product as its edit page shows it: its page text as the details form gives it, and more. */
export interface AdminProductView extends ProductDetailsInput {
  id: number;
  sku: string;
  slug: string;
  type: ProductType;
  brand: string;
  published: boolean;
  /** Sold at all (false: discontinued). */
  available: boolean;
  version: number;
  inStock: number;
  /** Öre incl. moms now, and the 30-day lowest price when it is a reduction. */
  price: number | undefined;
  lowestPrice30Days: number | undefined;
  /** Newest first. */
  prices: AdminPricePoint[];
  /** Newest first, the latest few. */
  adjustments: AdminStockAdjustment[];
  pictures: AdminPicture[];
  /** Phones and tablets: the EU energy label, if one is set. */
  energyLabel: EnergyLabel | undefined;
  /** Scooter parts: the kind and the models it fits (issue 41), if set. */
  fitment: PartFitment | undefined;
}
