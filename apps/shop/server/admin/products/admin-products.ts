// The admin's products, prices and stock (README "Admin" → "Products, prices and stock"): what
// the /admin/products pages read and change. Every change is one transaction with its audit
// entry and a raise of the catalogue's version, and tells this instance's catalogue cache at
// once, so the storefront shows it on the next page (decision record 0028).
import type { Kysely } from "@kretsbutiken/database";
import type {
  AdminProductView,
  ProductListPage,
  ProductListQuery,
} from "../../../domain/catalogue/admin-product.ts";
import type {
  NewProductInput,
  ProductDetailsInput,
} from "../../../domain/catalogue/product-input.ts";
import type { EnergyLabel } from "../../../domain/catalogue/energy-label.ts";
import type { PartFitment } from "../../../domain/scooter-doctor/fitment.ts";
import type { ShopDatabase } from "../../database/schema.ts";
import type { Actor, AuditLog } from "../audit/audit-log.ts";
import {
  addPrice,
  cancelScheduledPrice,
  type PriceAdded,
  type PriceCancelled,
} from "./price-points.ts";
import type { ProductStoreContext } from "./product-change.ts";
import { createProduct, type Created } from "./product-create.ts";
import { saveDetails, setPublished, type Saved } from "./product-details.ts";
import { saveEnergyLabel, type EnergyLabelSaved } from "./product-energy-label.ts";
import { saveFitment, type FitmentSaved } from "./product-fitment.ts";
import { listProducts } from "./product-list.ts";
import {
  addPicture,
  removePicture,
  type PictureAdded,
  type PictureRemoved,
} from "./product-pictures.ts";
import { readProduct } from "./product-view.ts";
import { adjustStock, type StockAdjusted, type StockChange } from "./stock-adjustments.ts";

export interface AdminProducts {
  list(query: ProductListQuery): Promise<ProductListPage>;
  /** Published or not; undefined for an unknown id. */
  get(id: number): Promise<AdminProductView | undefined>;
  create(actor: Actor, input: NewProductInput): Promise<Created>;
  saveDetails(
    actor: Actor,
    id: number,
    version: number,
    input: ProductDetailsInput,
  ): Promise<Saved>;
  setPublished(actor: Actor, id: number, version: number, published: boolean): Promise<Saved>;
  /** A phone's or tablet's energy label; null removes it. */
  saveEnergyLabel(
    actor: Actor,
    id: number,
    version: number,
    label: EnergyLabel | null,
  ): Promise<EnergyLabelSaved>;
  /** A scooter part's kind and the models it fits and does not fit; null removes it. */
  saveFitment(
    actor: Actor,
    id: number,
    version: number,
    fitment: PartFitment | null,
  ): Promise<FitmentSaved>;
  /** A new price from `startsAt`, or from now. */
  addPrice(
    actor: Actor,
    id: number,
    version: number,
    price: { price: number; startsAt?: Date },
  ): Promise<PriceAdded>;
  cancelScheduledPrice(
    actor: Actor,
    id: number,
    version: number,
    startsAt: string,
  ): Promise<PriceCancelled>;
  adjustStock(actor: Actor, id: number, change: StockChange): Promise<StockAdjusted>;
  addPicture(actor: Actor, id: number, version: number, upload: Uint8Array): Promise<PictureAdded>;
  removePicture(
    actor: Actor,
    id: number,
    version: number,
    pictureId: number,
  ): Promise<PictureRemoved>;
}

export interface AdminProductsOptions {
  audit: AuditLog;
  /** Tells this instance's catalogue cache that the catalogue changed (cached-catalogue.ts). */
  catalogueChanged: () => void;
  clock?: () => Date;
}

export function createAdminProducts(
  db: Kysely<ShopDatabase>,
  { audit, catalogueChanged, clock = () => new Date() }: AdminProductsOptions,
): AdminProducts {
  const context: ProductStoreContext = { db, audit, clock, changed: catalogueChanged };
  return {
    list: (query) => listProducts(db, query, clock()),
    get: (id) => readProduct(db, id, clock()),
    create: (actor, input) => createProduct(context, actor, input),
    saveDetails: (actor, id, version, input) => saveDetails(context, actor, id, version, input),
    setPublished: (actor, id, version, published) =>
      setPublished(context, actor, id, version, published),
    saveEnergyLabel: (actor, id, version, label) =>
      saveEnergyLabel(context, actor, id, version, label),
    saveFitment: (actor, id, version, fitment) => saveFitment(context, actor, id, version, fitment),
    addPrice: (actor, id, version, price) => addPrice(context, actor, id, version, price),
    cancelScheduledPrice: (actor, id, version, startsAt) =>
      cancelScheduledPrice(context, actor, id, version, startsAt),
    adjustStock: (actor, id, change) => adjustStock(context, actor, id, change),
    addPicture: (actor, id, version, upload) => addPicture(context, actor, id, version, upload),
    removePicture: (actor, id, version, pictureId) =>
      removePicture(context, actor, id, version, pictureId),
  };
}
