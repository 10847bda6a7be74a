import { randomBytes } from "node:crypto";
import type { Database } from "@kretsbutiken/database";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import type { ShopServices } from "./shop-services.ts";
import { createAdminServices } from "./admin/admin-services.ts";
import { createAddressBook } from "./address-book/address-book.ts";
import { createCheckReminders } from "./garage/check-reminders.ts";
import { createGarageDevices } from "./garage/garage-devices.ts";
import { createAccountDeletion } from "./account/account-deletion.ts";
import { createAuthWebhooks } from "./account/auth-webhooks.ts";
import { createShopAuth } from "./auth/create-shop-auth.ts";
import { createCachedCatalogue, type CachedCatalogue } from "./catalogue/cached-catalogue.ts";
import { createCatalogue } from "./catalogue/catalogue.ts";
import { createCatalogueSearch } from "./catalogue/catalogue-search.ts";
import { bestSellerIds } from "./catalogue/search/best-sellers.ts";
import {
  createSearchEngine,
  type ClosableSearchEngine,
} from "./catalogue/search/create-search-engine.ts";
import { createSearchSync, type SearchSync } from "./catalogue/search/search-sync.ts";
import { createDeals } from "./catalogue/deal-of-the-week.ts";
import type { ShopConfig } from "./config.ts";
import { createContactMessages } from "./contact/contact-messages.ts";
import { createComplaints } from "./complaints/complaints.ts";
import type { ShopDatabase } from "./database/schema.ts";
import { createShopMailer, type ShopMailer } from "./mail/shop-mailer.ts";
import { createNewsletterSubscriptions } from "./newsletter/newsletter-subscriptions.ts";
import { createProductAlerts } from "./alerts/product-alerts.ts";
import { createReviews } from "./reviews/reviews.ts";
import { createOrders } from "./orders/orders.ts";
import { createOrderContactChanges } from "./orders/contact-changes.ts";
import { createReturns } from "./returns/returns.ts";
import { ordersChangingStock } from "./orders/orders-changing-stock.ts";
import { createPaymentProvider } from "./payments/create-payment-provider.ts";
import type { TestProvider } from "./payments/test-provider/test-provider.ts";
import { createClientHash } from "./rate-limit/client-hash.ts";
import { createFixedWindowLimiter } from "./rate-limit/fixed-window-limiter.ts";
import { createFormLimits } from "./rate-limit/form-limits.ts";
import { createMemoryWindowStore } from "./rate-limit/memory-window-store.ts";
import { createRedisWindowStore } from "./rate-limit/redis-window-store.ts";
import { createWorkshop } from "./workshop/workshop.ts";
import { workshopPlace } from "./workshop/workshop-place.ts";

export interface CreatedServices {
  services: ShopServices;
  /** Set when the built-in test provider takes payments: mount its pages. */
  testProvider: TestProvider | undefined;
  mailer: ShopMailer;
  /** The pages' catalogue (services.catalogue), whose changes drop cached pages. */
  catalogue: CachedCatalogue;
  /** Where searches are answered; the server closes it when it stops. */
  searchEngine: ClosableSearchEngine;
  /** Keeps the search index in step with the products: the server starts it. */
  searchSync: SearchSync;
}

/** The services routes call, over one database; what they log goes to `logger`. */
export function createServices(
  config: ShopConfig,
  database: Database<ShopDatabase>,
  {
    logger,
    mailer: givenMailer,
    redis,
  }: {
    logger: Logger;
    mailer?: ShopMailer;
    /** REDIS_URL's connection, when set. */ redis?: Redis;
  },
): CreatedServices {
  const catalogue = createCachedCatalogue(database.db, { checkEveryMs: config.catalogueCheckMs });
  // An external engine when SEARCH_URL is set; else on a SQLite file, searches read in a
  // thread of their own (worker-search-engine.ts).
  const searchEngine = createSearchEngine(database, {
    sqliteFile: database.file,
    searchUrl: config.searchUrl,
  });
  const searchSync = createSearchSync(database.db, searchEngine);
  const search = createCatalogueSearch({
    engine: searchEngine,
    catalogue,
    bestSellerIds: (limit) => bestSellerIds(database.db, limit),
  });
  searchSync.onChange(() => search.forget());
  const mailer =
    givenMailer ?? createShopMailer({ ...config.mail, log: (line) => logger.info(line) });
  const { provider, testProvider } = createPaymentProvider(
    config.payment,
    `${config.publicUrl}/payment/callback`,
    (line) => logger.warn(line),
  );
  const orders = ordersChangingStock(
    createOrders(database.db, {
      reservationMinutes: config.orders.reservationMinutes,
      limits: config.orders.openOrders,
      company: config.company,
      mailer,
      log: (line) => logger.error(line),
    }),
    () => catalogue.changed(),
  );
  const admin = createAdminServices(database.db, {
    owners: config.admin.owners,
    // Unset, a random one per start (server.ts warns): a form opened before a restart is
    // refused once and shown again with a fresh token.
    formSecret: config.admin.secret ?? randomBytes(32).toString("hex"),
    refundConfirmOver: config.admin.refundConfirmOver,
    dialect: database.dialect,
    mailer,
    company: config.company,
    // An owner's change is read at once, and search forgets its kept rankings, so a product
    // published again is found at once here (other instances: once the index took it and
    // their sync heard of it, within twice SHOP_CATALOGUE_CHECK_MS).
    catalogueChanged: () => {
      catalogue.changed();
      search.forget();
    },
    log: (line) => logger.error(line),
    payments: provider,
  });
  const auth = createShopAuth(config.auth, { warn: (message) => logger.warn(message) });
  const accountDeletion = createAccountDeletion({
    erasure: admin.erasure,
    auth,
    warn: (message) => logger.warn(message),
  });
  const services: ShopServices = {
    catalogue,
    checkoutCatalogue: createCatalogue(database.db),
    search,
    deals: createDeals(database.db, catalogue),
    newsletter: createNewsletterSubscriptions(database.db, {
      mailer,
      // Unset, a random one per start (server.ts warns): links from before a restart fail.
      secret: config.newsletter.secret ?? randomBytes(32).toString("hex"),
      log: (error) => logger.error({ err: error }, "newsletter confirmation mail not sent"),
    }),
    productAlerts: createProductAlerts(database.db, {
      mailer,
      // The newsletter's secret signs the alerts' links too, for another purpose; unset, a
      // random one per start (server.ts warns): links from before a restart fail.
      secret: config.newsletter.secret ?? randomBytes(32).toString("hex"),
      log: (error) => logger.error({ err: error }, "product alert mail not sent"),
    }),
    reviews: createReviews(database.db, {
      ratingsChanged: () => catalogue.changed(),
      votesPerClient: config.abuseLimits.votesPerReviewPerClient,
    }),
    // Ten reviews written or edited an hour per shopper: plenty for one person's purchases.
    reviewWriteLimit: createFixedWindowLimiter({ limit: 10, windowMs: 60 * 60_000 }),
    // Unset, a random key per start (server.ts warns): a restart forgets which address voted.
    hashClient: createClientHash(config.clientHashSecret ?? randomBytes(32).toString("hex")),
    contactMessages: createContactMessages(database.db),
    admin,
    company: config.company,
    auth,
    accountDeletion,
    authWebhooks:
      config.authWebhooks.secret === undefined
        ? undefined
        : createAuthWebhooks(database.db, {
            secret: config.authWebhooks.secret,
            accounts: accountDeletion,
          }),
    publicUrl: config.publicUrl,
    faultInjection: config.faultInjection,
    orders,
    orderContact: createOrderContactChanges(database.db, {
      audit: admin.audit,
      mailer,
      company: config.company,
      log: (line) => logger.error(line),
    }),
    complaints: createComplaints(database.db, {
      mailer,
      company: config.company,
      log: (line) => logger.error(line),
    }),
    returns: createReturns(database.db, {
      mailer,
      company: config.company,
      log: (line) => logger.error(line),
    }),
    workshop: createWorkshop(database.db, {
      mailer,
      audit: admin.audit,
      publicUrl: config.publicUrl,
      ...workshopPlace(config.company, config.mail.from),
      log: (error) => logger.error({ err: error }, "workshop booking mail not sent"),
    }),
    addressBook: createAddressBook(database.db, { dialect: database.dialect }),
    // Sixty changes an hour per shopper: far more than anyone tidying their addresses makes.
    addressWriteLimit: createFixedWindowLimiter({ limit: 60, windowMs: 60 * 60_000 }),
    garageDevices: createGarageDevices(database.db, { dialect: database.dialect }),
    checkReminders: createCheckReminders(database.db, {
      mailer,
      // The newsletter's secret signs the reminders' links too, for another purpose.
      secret: config.newsletter.secret ?? randomBytes(32).toString("hex"),
      log: (error) => logger.error({ err: error }, "garage reminder mail not sent"),
    }),
    // Sixty changes an hour per shopper, as for the address book.
    garageWriteLimit: createFixedWindowLimiter({ limit: 60, windowMs: 60 * 60_000 }),
    payments: provider,
    freeShippingFrom: config.freeShippingFrom,
    bodyLimits: config.bodyLimits,
    openingAt: config.openingAt,
    // The public forms' limits (README "Abuse limits"), shared through Redis when there is one.
    formLimits: createFormLimits(
      config.abuseLimits,
      redis ? createRedisWindowStore(redis, "kretsbutiken:shop:limit:") : createMemoryWindowStore(),
      (error) =>
        logger.warn({ err: error }, "abuse limits: the store failed; the form is let through"),
    ),
    // Set per request by the server (app.ts).
    clientAddress: "",
    clientKey: "",
    requestId: "",
    log: logger,
  };
  return { services, testProvider, mailer, catalogue, searchEngine, searchSync };
}
