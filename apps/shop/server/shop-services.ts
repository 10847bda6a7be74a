import type { Logger } from "pino";
import type { AccountDeletion } from "./account/account-deletion.ts";
import type { AuthWebhooks } from "./account/auth-webhooks.ts";
import type { AdminServices } from "./admin/admin-services.ts";
import type { AddressBook } from "./address-book/address-book.ts";
import type { CheckReminders } from "./garage/check-reminders.ts";
import type { GarageDevices } from "./garage/garage-devices.ts";
import type { ShopAuth } from "./auth/shopper-session.ts";
import type { ShopCatalogue } from "./catalogue/cached-catalogue.ts";
import type { Catalogue } from "./catalogue/catalogue.ts";
import type { CatalogueSearch } from "./catalogue/catalogue-search.ts";
import type { Deals } from "./catalogue/deal-of-the-week.ts";
import type { BodyLimits, CompanyInfo } from "./config.ts";
import type { ContactMessages } from "./contact/contact-messages.ts";
import type { Complaints } from "./complaints/complaints.ts";
import type { NewsletterSubscriptions } from "./newsletter/newsletter-subscriptions.ts";
import type { ProductAlerts } from "./alerts/product-alerts.ts";
import type { Orders } from "./orders/orders.ts";
import type { OrderContactChanges } from "./orders/contact-changes.ts";
import type { PaymentProvider } from "./payments/payment-provider.ts";
import type { ClientHash } from "./rate-limit/client-hash.ts";
import type { FixedWindowLimiter } from "./rate-limit/fixed-window-limiter.ts";
import type { FormLimits } from "./rate-limit/form-limits.ts";
import type { Reviews } from "./reviews/reviews.ts";
import type { Returns } from "./returns/returns.ts";
import type { Workshop } from "./workshop/workshop.ts";

/** What routes may call on the server. Built once at start-up (server.ts). */
export interface ShopServices {
  /** The catalogue as pages show it: cached per process, at most SHOP_CATALOGUE_CHECK_MS behind. */
  catalogue: ShopCatalogue;
  /** Read from the database on every call: checkout prices and checks stock from it. */
  checkoutCatalogue: Catalogue;
  search: CatalogueSearch;
  deals: Deals;
  newsletter: NewsletterSubscriptions;
  /** "Bevaka" and "Prisbevakning": product alerts by double opt-in (server/alerts/). */
  productAlerts: ProductAlerts;
  reviews: Reviews;
  /** How often one shopper may write or edit reviews (per user id). */
  reviewWriteLimit: FixedWindowLimiter;
  /** The stored form of a client address: its keyed hash (server/rate-limit/client-hash.ts). */
  hashClient: ClientHash;
  contactMessages: ContactMessages;
  /** The shop owner's admin (/admin): staff, audit log, and what the admin's pages change. */
  admin: AdminServices;
  company: CompanyInfo;
  /** The sign-in provider: who is behind a session token, and ending a session. */
  auth: ShopAuth;
  /** A signed-in shopper leaving the shop: the shop erases, the provider deletes the account. */
  accountDeletion: AccountDeletion;
  /** The sign-in provider's webhooks (AUTH_WEBHOOK_SECRET); undefined subscribes to none. */
  authWebhooks?: AuthWebhooks | undefined;
  /**
   * SHOP_PUBLIC_URL: the shop's origin, the only one its absolute URLs name (canonical links,
   * sitemap, mails, payment return addresses); never taken from the request's Host.
   */
  publicUrl: string;
  orders: Orders;
  /** The buyer changing an order's e-mail or delivery address (server/orders/contact-changes.ts). */
  orderContact: OrderContactChanges;
  /** Complaints ("reklamation") as shoppers file and follow them (server/complaints/). */
  complaints: Complaints;
  /** Returns after "Ångra köp": the label chosen and printed (server/returns/). */
  returns: Returns;
  /** The workshop's calendar and bookings (server/workshop/). */
  workshop: Workshop;
  /** Signed-in shoppers' saved addresses (server/address-book/). */
  addressBook: AddressBook;
  /** How often one shopper may change their address book (per user id). */
  addressWriteLimit: FixedWindowLimiter;
  /** Min garage: signed-in shoppers' saved devices and check reminders (server/garage/). */
  garageDevices: GarageDevices;
  checkReminders: CheckReminders;
  /** How often one shopper may change their garage (per user id). */
  garageWriteLimit: FixedWindowLimiter;
  payments: PaymentProvider;
  /** Öre incl. moms from which delivery is free (SHOP_FREE_SHIPPING_FROM_SEK). */
  freeShippingFrom: number;
  /** When the shop opens (ISO 8601), or undefined when no date is set. */
  openingAt: string | undefined;
  /** The public forms' abuse limits: contact, newsletter, order lookups (README "Abuse limits"). */
  formLimits: FormLimits;
  /**
   * The address the request came from, for rate limits: the socket's peer, or behind
   * TRUST_PROXY the one the proxies name (server/rate-limit/client-address.ts).
   */
  clientAddress: string;
  /**
   * The key that address is limited under: IPv6 per /64, IPv4 per address
   * (server/rate-limit/client-key.ts).
   */
  clientKey: string;
  /** This request's id (X-Request-Id): in its log lines and its calls to the auth server. */
  requestId: string;
  /** The shop's logger bound to this request's id (server/logging/). */
  log: Logger;
  /** Bytes a form post (`form`, app/request-body/read-form.ts) and any request may send. */
  bodyLimits: BodyLimits;
  /** Test hook: /test?fail=loader throws an unhandled error. */
  faultInjection: boolean;
}
