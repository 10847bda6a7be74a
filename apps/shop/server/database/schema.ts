// The shop's tables as Kysely sees them today. Migrations (migrations.ts) own the history.
import type { ColumnType, IsoTimestamp } from "@kretsbutiken/database";

type CreatedAt = ColumnType<IsoTimestamp, IsoTimestamp | undefined, never>;

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lowercased and trimmed, so one address subscribes once. */
  email: string;
  /** The interface language at sign-up ("se" or "en"): the letters' language. */
  language: string;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  order_number: string | null;
  message: string;
  language: string;
  created_at: CreatedAt;
}

/**
 * One product. What filters and stock need is in columns; the texts and lists the pages show
 * are one JSON document (`content`, see server/catalogue/product-rows.ts).
 */
export interface ProductsTable {
  id: number;
  sku: string;
  slug: string;
  type: string;
  brand: string;
  in_stock: number;
  /** 0 or 1: sold at all. */
  available: number;
  /** 0 or 1. */
  is_new: number;
  rating_stars: number;
  total_purchases: number;
  total_reviews: number;
  /** Ordinary price, öre incl. moms. */
  mrp: number;
  first_available_at: IsoTimestamp;
  content: string;
}

/** Which device category pages (spec §2) list a product. */
export interface ProductCategoriesTable {
  product_id: number;
  path: string;
}

/** Every price a product had or will have: the price at an instant is the latest row at or before it. */
export interface ProductPricesTable {
  product_id: number;
  starts_at: IsoTimestamp;
  /** Öre incl. moms. */
  price: number;
}

/** A deal of the week: a reduced price from starts_at until ends_at (real times, market.md). */
export interface DealsTable {
  id: string;
  product_id: number;
  starts_at: IsoTimestamp;
  ends_at: IsoTimestamp;
  deal_price: number;
}

export interface ShopDatabase {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_prices: ProductPricesTable;
  deals: DealsTable;
}
