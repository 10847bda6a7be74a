import type { Database } from "@kretsbutiken/database";
import type { ShopServices } from "../app/context/shop-services.ts";
import { createShopAuth } from "./auth/create-shop-auth.ts";
import { createCatalogue } from "./catalogue/catalogue.ts";
import { createCatalogueSearch } from "./catalogue/catalogue-search.ts";
import { createDeals } from "./catalogue/deal-of-the-week.ts";
import type { ShopConfig } from "./config.ts";
import { createContactMessages } from "./contact/contact-messages.ts";
import type { ShopDatabase } from "./database/schema.ts";
import { createNewsletterSubscriptions } from "./newsletter/newsletter-subscriptions.ts";

/** The services routes call, over one database. */
export function createServices(config: ShopConfig, database: Database<ShopDatabase>): ShopServices {
  const catalogue = createCatalogue(database.db);
  return {
    catalogue,
    search: createCatalogueSearch(catalogue),
    deals: createDeals(database.db, catalogue),
    newsletter: createNewsletterSubscriptions(database.db),
    contactMessages: createContactMessages(database.db),
    company: config.company,
    auth: createShopAuth(config.auth),
    publicUrl: config.publicUrl,
    faultInjection: config.faultInjection,
  };
}
