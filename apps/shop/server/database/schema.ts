// The shop's tables as Kysely sees them today. Migrations (migrations.ts) own the history.
import type { ColumnType, Generated, IsoTimestamp } from "@kretsbutiken/database";

type CreatedAt = ColumnType<IsoTimestamp, IsoTimestamp | undefined, never>;

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lowercased and trimmed, so one address subscribes once. */
  email: string;
  /** The interface language at sign-up ("se" or "en"): the letters' language. */
  language: string;
  created_at: CreatedAt;
  /** Double opt-in: "pending" until the confirmation link is followed, then "confirmed". */
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined, NewsletterStatus>;
  /** The consent record: the form the confirmed sign-up came from, and when it was confirmed. */
  consent_source: string | null;
  confirmed_at: IsoTimestamp | null;
  /** SHA-256 (hex) of the pending confirmation link's token, and when that link expires. */
  token_hash: string | null;
  token_expires_at: IsoTimestamp | null;
  /** When the last confirmation mail was sent: at most one a day per address. */
  confirmation_sent_at: IsoTimestamp | null;
}

export type NewsletterStatus = "pending" | "confirmed";

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  order_number: string | null;
  message: string;
  language: string;
  created_at: CreatedAt;
  /** When a staff member marked it handled, and who (their e-mail); null while open. */
  handled_at: IsoTimestamp | null;
  handled_by: string | null;
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
  /** 1: shown in the shop; 0: left out of every list, search and the sitemap, its page a 404. */
  published: Generated<number>;
  /** Optimistic version: raised by every save of the product in the admin. */
  version: Generated<number>;
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

/**
 * What a listing filters, sorts and counts on, for each product on sale (published, priced
 * now): derived from products and product_prices in the transaction that changes them
 * (server/catalogue/catalogue-listing.ts).
 */
export interface ProductListingTable {
  product_id: number;
  type: string;
  brand: string;
  brand_slug: string;
  /** The price now, öre incl. moms, and its whole-percent reduction (price-rules.ts). */
  price: number;
  discount: number;
  /** 1: available and in stock. */
  buyable: number;
  total_purchases: number;
  rating_stars: number;
  total_reviews: number;
  /** The day it came, in Swedish time, "YYYY-MM-DD". */
  available_day: string;
}

/** A listed product's colours and tags, one row each ("colour" | "tag"), for facet counts. */
export interface ProductListingValuesTable {
  facet: string;
  value: string;
  product_id: number;
}

/**
 * A listed scooter part's fitment (issue 41), one row per model it names: "fits" or "not-fits",
 * with the part's kind, so "Passar modell" and Felkodsdoktorn's parts are indexed look-ups.
 * Derived from the product's content in the same transaction as its listing row.
 */
export interface ProductFitmentsTable {
  model_slug: string;
  fit: "fits" | "not-fits";
  kind: string;
  product_id: number;
}

/** The feed of changed products every instance reads (catalogue-changes.ts). */
export interface CatalogueChangesTable {
  seq: Generated<number>;
  /** Null: any product may have changed. */
  product_id: number | null;
  changed_at: IsoTimestamp;
}

/** A deal of the week: a reduced price from starts_at until ends_at (real times, market.md). */
export interface DealsTable {
  id: string;
  product_id: number;
  starts_at: IsoTimestamp;
  ends_at: IsoTimestamp;
  deal_price: number;
}

/** An order: its buyer, addresses (JSON), choices and totals in öre incl. moms. */
export interface OrdersTable {
  id: string;
  /** KB-2026-004217 (domain/checkout/order-number.ts). */
  number: string;
  idempotency_key: string;
  status: string;
  email: string;
  phone: string;
  /** JSON of an Address (app/checkout/checkout-form-schema.ts). */
  billing: string;
  shipping: string;
  delivery: string;
  payment: string;
  language: string;
  user_id: string | null;
  lines_total: number;
  delivery_fee: number;
  payment_fee: number;
  total: number;
  /** The moms included in `total`. */
  moms: number;
  /** Stock is held until then unless the order is paid. */
  reserved_until: IsoTimestamp;
  created_at: CreatedAt;
  /** The pickup point's id (app/checkout/pickup-points.ts) for pickup delivery. */
  pickup_point: string | null;
  payment_ref: string | null;
  /** 1: money arrived after the order stopped waiting for it, and goes back. */
  refund_due: Generated<number>;
  confirmation_sent_at: IsoTimestamp | null;
  /** Optimistic version: raised by every change the shop makes to the order (admin, script). */
  version: Generated<number>;
  /** Set when shipped: the carrier's name (domain/orders/carriers.ts) and its tracking number. */
  carrier: string | null;
  tracking_number: string | null;
  /**
   * When the buyer's personal fields were erased (server/admin/customers/customer-erasure.ts):
   * the order stays for bookkeeping, its e-mail, phone, addresses and account emptied.
   */
  personal_data_erased_at: IsoTimestamp | null;
  /** The placing client's address key (server/rate-limit/client-key.ts), for the hold limits. */
  client_key: string | null;
  /** 1: placed through the built-in test provider: play money, never a real sale. */
  test_payment: Generated<number>;
  /** The order's links' random token (server/orders/order-link-token.ts); null only before 0047. */
  access_token: string | null;
}

export interface OrderLinesTable {
  order_id: string;
  line_no: number;
  product_id: number;
  /** The product's name when ordered, in the order's language. */
  name: string;
  quantity: number;
  /** Öre incl. moms, from the catalogue at the time of the order. */
  unit_price: number;
  /** Percent, e.g. 25. */
  moms_rate: number;
  line_total: number;
  line_moms: number;
  /** The colour and size chosen, in words; null when the product has none. */
  variant: string | null;
}

/** One payment message from the provider, kept so a replay changes nothing. */
export interface PaymentEventsTable {
  event_id: string;
  order_id: string;
  /** "paid", "declined" or "cancelled". */
  outcome: string;
  amount: number;
  received_at: IsoTimestamp;
}

/** An "Ångra köp" notice: which lines, and whether it came within the 14 days. */
export interface WithdrawalsTable {
  id: string;
  order_id: string;
  /** JSON array of line numbers. */
  lines: string;
  whole_order: number;
  within_period: number;
  received_at: IsoTimestamp;
  /** When the shop confirmed that the returned goods arrived (the admin's withdrawals page). */
  goods_received_at: IsoTimestamp | null;
}

/** One row (id 1): raised with every change of stock or price (server/catalogue/catalogue-version.ts). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
  /** Prices written for later (a deal's end) that start up to here are in product_listing. */
  prices_applied_at: IsoTimestamp | null;
  /** Raised by every batch written to the search index, on any instance (search-sync.ts). */
  search_generation: Generated<number>;
}

/** A mail the shop sent a customer about an order (server/orders/order-mail-log.ts). */
export interface OrderMailsTable {
  id: string;
  order_id: string;
  /** "confirmation", "withdrawal_receipt", "shipped", "refund", … */
  kind: string;
  subject: string;
  sent_at: IsoTimestamp;
}

export interface OrderStatusHistoryTable {
  order_id: string;
  status: string;
  at: IsoTimestamp;
}

export interface OrderSequencesTable {
  year: number;
  last: number;
}

/** A shopper's review of a product (server/reviews/reviews.ts); one per author and product. */
export interface ReviewsTable {
  id: string;
  product_id: number;
  author: string;
  name: string;
  stars: number;
  title: string;
  body: string;
  language: string;
  /** "published", "pending" or "rejected". */
  status: string;
  held_because: string | null;
  /** 1 when the author bought the product (a paid order of theirs has it). */
  verified: number;
  helpful: Generated<number>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  /** Why staff rejected it (shown in the admin only); null unless rejected. */
  reject_reason: string | null;
  /** The shop's public reply, shown under the review, and when it was written. */
  reply: string | null;
  replied_at: IsoTimestamp | null;
  /** Optimistic version: raised by the reviewer's every edit and every staff decision. */
  version: Generated<number>;
}

/** One "helpful" vote: a visitor counts once per review. */
export interface ReviewVotesTable {
  review_id: string;
  voter: string;
  /** A visitor's vote: the keyed hash of its client address (rate-limit/client-hash.ts). */
  client: string | null;
}

/** A staff member beside SHOP_OWNERS (server/admin/staff/staff-directory.ts). */
export interface StaffTable {
  email: string;
  role: "owner" | "staff";
  added_by: string;
  added_at: IsoTimestamp;
}

/** One change made in the admin: append-only (a trigger refuses updates and deletes). */
export interface AuditLogTable {
  id: string;
  at: IsoTimestamp;
  actor_email: string;
  actor_id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  /** JSON, or null. */
  before: string | null;
  after: string | null;
}

/** Money paid back on an order through the payment provider (server/admin/refunds/). */
export interface RefundsTable {
  id: string;
  order_id: string;
  /** Öre incl. moms, above 0. */
  amount: number;
  moms: number;
  /** JSON array of RefundPart (domain/refunds/refund-parts.ts). */
  parts: string;
  reason: RefundReason;
  status: RefundStatus;
  /** The provider's id of the refund, once it has accepted it. */
  provider_ref: string | null;
  /** The "Ångra köp" notice this refund settles, if any. */
  withdrawal_id: string | null;
  /** The staff member's e-mail address. */
  requested_by: string;
  requested_at: IsoTimestamp;
  /** When the provider told the outcome: a succeeded refund counts in the books then. */
  completed_at: IsoTimestamp | null;
}

export type RefundReason = "lines" | "order" | "cancel" | "withdrawal" | "complaint";
export type RefundStatus = "pending" | "succeeded" | "failed";

/** One callback about a refund, kept so a replay changes nothing. */
export interface RefundEventsTable {
  event_id: string;
  refund_id: string;
  /** "succeeded" or "failed". */
  outcome: string;
  received_at: IsoTimestamp;
}

/** One change of stock made in the admin, with its reason (server/admin/products/). */
export interface StockAdjustmentsTable {
  id: string;
  product_id: number;
  /** Units added (positive) or taken away (negative). */
  quantity: number;
  /** "delivery", "damaged" or "count" (domain/catalogue/stock-reasons.ts). */
  reason: string;
  note: string | null;
  stock_after: number;
  actor_email: string;
  actor_id: string;
  made_at: IsoTimestamp;
}

/** A picture uploaded in the admin; its id is its image id in the gallery, never reused. */
export interface ProductPicturesTable {
  product_id: number;
  picture_id: number;
  uploaded_at: IsoTimestamp;
  uploaded_by: string;
  removed_at: IsoTimestamp | null;
}

/** An uploaded picture at one width and format, as the storefront asks for it. */
export interface ProductPictureFilesTable {
  product_id: number;
  picture_id: number;
  width: number;
  format: string;
  bytes: Uint8Array;
}

/**
 * A product's searchable text as search indexes it (server/catalogue/search/): written by the
 * index's sync from the products table, never by the pages.
 */
export interface SearchDocumentsTable {
  product_id: number;
  /** The indexed fields, folded and stemmed (domain/search/search-index.ts), as JSON. */
  document: string;
  /** The Swedish category name: the category facet's key. */
  category: string;
  /** The English category name, for the facet's label on the English page. */
  category_en: string;
}

/** SQLite only: each indexed product's category alone, for counting matches (0050). */
export interface SearchCategoriesTable {
  product_id: number;
  category: string;
  category_en: string;
}

/** A signed-in shopper's saved address (server/address-book/, domain/address-book/). */
export interface SavedAddressesTable {
  id: string;
  /** The sign-in provider's user id, as orders.user_id. */
  user_id: string;
  label: string | null;
  name: string;
  street: string;
  /** Written "123 45". */
  postcode: string;
  city: string;
  /** 1 for the shopper's one default address, else 0. */
  is_default: number;
  created_at: CreatedAt;
  updated_at: IsoTimestamp;
}

/** Products whose searchable text changed since search indexed it, filled by triggers. */
export interface SearchPendingTable {
  product_id: number;
  /** Raised by every further change, so a sync only clears the change it indexed. */
  generation: number;
}

/** A device in a signed-in shopper's garage (server/garage/, domain/garage/). */
export interface GarageDevicesTable {
  id: string;
  /** The sign-in provider's user id, as orders.user_id. */
  user_id: string;
  /** "scooter", "phone", "tablet" or "console". */
  kind: string;
  /** A scooter's model slug; null for the others. */
  model: string | null;
  /** A phone's, tablet's or console's product; null for a scooter. */
  product_id: number | null;
  serial_number: string | null;
  odometer_km: number | null;
  /** When the rider entered the odometer. */
  odometer_at: IsoTimestamp | null;
  created_at: CreatedAt;
  updated_at: IsoTimestamp;
}

/** A saved scooter's check reminder, by double opt-in (server/garage/check-reminders.ts). */
export interface GarageRemindersTable {
  id: string;
  device_id: string;
  user_id: string;
  /** Lowercased and trimmed. */
  email: string;
  language: string;
  every_km: number | null;
  every_months: number | null;
  status: ColumnType<ReminderStatusColumn, ReminderStatusColumn | undefined, ReminderStatusColumn>;
  token_hash: string | null;
  token_expires_at: IsoTimestamp | null;
  confirmation_sent_at: IsoTimestamp | null;
  created_at: CreatedAt;
  confirmed_at: IsoTimestamp | null;
  last_check_km: number | null;
  last_check_at: IsoTimestamp;
  /** When this period's reminder was mailed; null until due again after a check. */
  reminded_at: IsoTimestamp | null;
}

export type ReminderStatusColumn = "pending" | "active" | "unsubscribed";

/** A product alert (server/alerts/product-alerts.ts): one per address, product and kind. */
export interface ProductAlertsTable {
  id: string;
  /** Lowercased and trimmed. */
  email: string;
  product_id: number;
  /** "stock" (back in stock) or "price" (at or below target_price). */
  kind: string;
  /** Öre incl. moms; null for a stock alert. */
  target_price: number | null;
  /** The language of the form: the mails' language ("se" or "en"). */
  language: string;
  status: ColumnType<AlertStatusColumn, AlertStatusColumn | undefined, AlertStatusColumn>;
  /** SHA-256 (hex) of the pending confirmation link's token, and when that link expires. */
  token_hash: string | null;
  token_expires_at: IsoTimestamp | null;
  /** When the last confirmation mail was sent: at most one a day per alert. */
  confirmation_sent_at: IsoTimestamp | null;
  created_at: CreatedAt;
  confirmed_at: IsoTimestamp | null;
  /** When the job claimed it and sent its mail. */
  sent_at: IsoTimestamp | null;
}

export type AlertStatusColumn = "pending" | "active" | "sent" | "unsubscribed";

/** A return after "Ångra köp": one per withdrawal, with its demo label (server/returns/). */
export interface ReturnsTable {
  id: string;
  /** "RT-1234-5678": what the label and the mails show. */
  number: string;
  /** The label's link: unguessable, the only key the label page opens a return by. */
  token: string;
  order_id: string;
  withdrawal_id: string;
  /** The delivery option the label is for (domain/returns/return-drop-offs.ts). */
  drop_off: string;
  drop_off_kind: "pickup_point" | "locker";
  status: "label_created" | "received" | "refunded";
  created_at: IsoTimestamp;
  received_at: IsoTimestamp | null;
  /** The staff member who registered the goods as received. */
  received_by: string | null;
  refund_id: string | null;
}

/** One withdrawn line of a return as staff found it when it came back. */
export interface ReturnLinesTable {
  return_id: string;
  line_no: number;
  condition: string;
  note: string | null;
}

export interface ReturnEventsTable {
  id: string;
  return_id: string;
  kind: string;
  at: IsoTimestamp;
  actor: string | null;
}

export interface ShopDatabase {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_prices: ProductPricesTable;
  deals: DealsTable;
  product_listing: ProductListingTable;
  product_listing_values: ProductListingValuesTable;
  product_fitments: ProductFitmentsTable;
  catalogue_changes: CatalogueChangesTable;
  catalogue_version: CatalogueVersionTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  order_status_history: OrderStatusHistoryTable;
  order_sequences: OrderSequencesTable;
  payment_events: PaymentEventsTable;
  withdrawals: WithdrawalsTable;
  staff: StaffTable;
  audit_log: AuditLogTable;
  auth_webhook_deliveries: AuthWebhookDeliveriesTable;
  stock_adjustments: StockAdjustmentsTable;
  product_pictures: ProductPicturesTable;
  product_picture_files: ProductPictureFilesTable;
  order_mails: OrderMailsTable;
  refunds: RefundsTable;
  refund_events: RefundEventsTable;
  search_documents: SearchDocumentsTable;
  search_categories: SearchCategoriesTable;
  search_pending: SearchPendingTable;
  saved_addresses: SavedAddressesTable;
  product_alerts: ProductAlertsTable;
  garage_devices: GarageDevicesTable;
  garage_reminders: GarageRemindersTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_events: ReturnEventsTable;
  complaints: ComplaintsTable;
  complaint_lines: ComplaintLinesTable;
  complaint_photos: ComplaintPhotosTable;
  complaint_events: ComplaintEventsTable;
  workshop_services: WorkshopServicesTable;
  workshop_hours: WorkshopHoursTable;
  workshop_closed_dates: WorkshopClosedDatesTable;
  workshop_bookings: WorkshopBookingsTable;
}

/** A complaint ("reklamation") about an order's goods (server/complaints/). */
export interface ComplaintsTable {
  id: string;
  /** "R-KB-2026-000123-1": the order's number and the case's place among its complaints. */
  number: string;
  order_id: string;
  /** The signed-in shopper who filed it, if any. */
  user_id: string | null;
  /** The token of the case's own link (server/complaints/case-token.ts). */
  access_token: string;
  description: string;
  /** YYYY-MM-DD: when the shopper noticed the fault. */
  noticed_on: string;
  remedy: string;
  language: string;
  status: string;
  decision: string | null;
  decision_note: string | null;
  remedy_done_at: IsoTimestamp | null;
  refund_id: string | null;
  version: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface ComplaintLinesTable {
  complaint_id: string;
  line_no: number;
  quantity: number;
}

export interface ComplaintPhotosTable {
  id: string;
  complaint_id: string;
  position: number;
  /** "image/jpeg", "image/png" or "image/webp", as the bytes themselves say. */
  content_type: string;
  bytes: Uint8Array;
}

/** A step of a complaint as the shopper's case page lists it. */
export interface ComplaintEventsTable {
  id: string;
  complaint_id: string;
  kind: string;
  note: string | null;
  at: IsoTimestamp;
}

/** A workshop service type and the owner's settings for it (server/workshop/). */
export interface WorkshopServicesTable {
  /** "dackbyte", "bromsservice", … (domain/workshop/workshop-services.ts). */
  slug: string;
  position: number;
  duration_minutes: number;
  /** Bookings one slot takes at once (benches); 0 stops bookings of the service. */
  capacity: number;
  /** Öre incl. moms. */
  price_from: number;
}

/** Opening hours per ISO weekday, Stockholm minutes after midnight; null when closed. */
export interface WorkshopHoursTable {
  weekday: number;
  opens_at: number | null;
  closes_at: number | null;
}

export interface WorkshopClosedDatesTable {
  /** YYYY-MM-DD, Stockholm. */
  date: string;
  note: string | null;
}

/** One booking: unique per service, start and bench while booked (the partial index). */
export interface WorkshopBookingsTable {
  id: string;
  service: string;
  starts_at: IsoTimestamp;
  ends_at: IsoTimestamp;
  /** 1 … the service's capacity: which of the slot's places the booking holds. */
  bench: number;
  name: string;
  email: string;
  phone: string;
  model: string | null;
  error_code: string | null;
  note: string | null;
  status: "booked" | "cancelled";
  /** SHA-256 (hex) of the token in the booking's link; the token itself is only mailed. */
  token_hash: string;
  /** The calendar event's SEQUENCE: raised by each rebooking and the cancellation. */
  sequence: number;
  language: string;
  created_at: IsoTimestamp;
  cancelled_at: IsoTimestamp | null;
}

/** A sign-in provider's webhook delivery the shop handled (server/account/auth-webhooks.ts). */
export interface AuthWebhookDeliveriesTable {
  /** The delivery's `webhook-id`, the same on every retry. */
  id: string;
  /** "user.delete", …: the event's type. */
  type: string;
  received_at: Generated<IsoTimestamp>;
}
