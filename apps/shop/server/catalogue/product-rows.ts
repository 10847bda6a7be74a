// Products as rows and back. Columns hold what queries filter on; `content` holds the texts
// and lists a page shows, as JSON. Prices are not here: they come from product_prices.
import type { Insertable, Selectable } from "@kretsbutiken/database";
import type { Product } from "../../domain/catalogue/product.ts";
import type { PriceNow } from "../../domain/catalogue/price-rules.ts";
import type { ProductsTable } from "../database/schema.ts";

/** The fields kept in the `content` JSON document. */
type ContentKey =
  | "name"
  | "description"
  | "category"
  | "feature"
  | "label"
  | "department"
  | "manufacturer"
  | "manufacturerAddress"
  | "safety"
  | "size"
  | "colors"
  | "sizeoption"
  | "colorvariants"
  | "images"
  | "specifications"
  | "tags"
  | "energyLabel"
  | "fitment"
  | "scooterModel"
  | "quantity_1"
  | "quantity_2";

export type ProductContent = Pick<Product, ContentKey>;

/** What is stored for a product; price and discount are derived from its price history. */
export type StoredProduct = Omit<
  Product,
  "price" | "discount" | "lowestPrice30Days" | "first_available_date" | "categoryPaths"
> & { firstAvailableAt: string };

export function toProductRow(product: StoredProduct): Insertable<ProductsTable> {
  const content: ProductContent = {
    name: product.name,
    description: product.description,
    category: product.category,
    feature: product.feature,
    label: product.label,
    department: product.department,
    manufacturer: product.manufacturer,
    manufacturerAddress: product.manufacturerAddress,
    safety: product.safety,
    size: product.size,
    colors: product.colors,
    sizeoption: product.sizeoption,
    colorvariants: product.colorvariants,
    images: product.images,
    specifications: product.specifications,
    tags: product.tags,
    energyLabel: product.energyLabel,
    fitment: product.fitment,
    scooterModel: product.scooterModel,
    quantity_1: product.quantity_1,
    quantity_2: product.quantity_2,
  };
  return {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    type: product.type,
    brand: product.brand,
    in_stock: product.inStock,
    available: product.available ? 1 : 0,
    is_new: product.new ? 1 : 0,
    rating_stars: product.ratingStars,
    total_purchases: product.totalPurchases,
    total_reviews: product.totalReviews,
    mrp: product.mrp,
    first_available_at: product.firstAvailableAt,
    content: JSON.stringify(content),
  };
}

// Made once: constructing a formatter costs far more than formatting with one (it was most of
// a catalogue read's time, bench/shop-load.ts --cpu-prof).
const stockholmDate = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day of an instant in Swedish time, "YYYY-MM-DD" (sortable; product_listing). */
export function stockholmDay(iso: string): string {
  const parts = stockholmDate.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((it) => it.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Spec §3 writes first_available_date as DD-MM-YYYY (in Swedish time). */
function toSpecDate(iso: string): string {
  return stockholmDay(iso).split("-").reverse().join("-");
}

export function fromProductRow(
  row: Selectable<ProductsTable>,
  categoryPaths: string[],
  price: PriceNow,
): Product {
  const content = JSON.parse(row.content) as ProductContent;
  return {
    ...content,
    id: Number(row.id),
    sku: row.sku,
    slug: row.slug,
    type: row.type as Product["type"],
    brand: row.brand,
    categoryPaths,
    inStock: Number(row.in_stock),
    available: Number(row.available) === 1,
    new: Number(row.is_new) === 1,
    ratingStars: Number(row.rating_stars),
    totalPurchases: Number(row.total_purchases),
    totalReviews: Number(row.total_reviews),
    mrp: Number(row.mrp),
    price: price.price,
    discount: price.discount,
    ...(price.lowestPrice30Days === undefined
      ? {}
      : { lowestPrice30Days: price.lowestPrice30Days }),
    first_available_date: toSpecDate(row.first_available_at),
  };
}
