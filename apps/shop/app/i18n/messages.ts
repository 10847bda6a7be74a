import type { Language } from "../../domain/language.ts";
import { abuseMessages } from "./messages/abuse.ts";
import { accountMessages } from "./messages/account.ts";
import { blogMessages } from "./messages/blog.ts";
import { catalogueMessages } from "./messages/catalogue.ts";
import { checkoutMessages } from "./messages/checkout.ts";
import { contactMessages } from "./messages/contact.ts";
import { listingMessages } from "./messages/listing.ts";
import { listMessages } from "./messages/lists.ts";
import { orderMessages } from "./messages/orders.ts";
import { productPageMessages } from "./messages/product-page.ts";
import { reviewMessages } from "./messages/reviews.ts";
import { requestBodyMessages } from "../../http/request-body/request-body-messages.ts";
import { searchMessages } from "./messages/search.ts";
import { pageMessages } from "./messages/pages.ts";
import { shellMessages } from "./messages/shell.ts";

/** Every interface string, in both languages. A key missing in one of them is a type error. */
export const messages = {
  se: {
    ...shellMessages.se,
    ...pageMessages.se,
    ...contactMessages.se,
    ...catalogueMessages.se,
    ...listingMessages.se,
    ...productPageMessages.se,
    ...searchMessages.se,
    ...listMessages.se,
    ...accountMessages.se,
    ...checkoutMessages.se,
    ...orderMessages.se,
    ...blogMessages.se,
    ...reviewMessages.se,
    ...requestBodyMessages.se,
    ...abuseMessages.se,
  },
  en: {
    ...shellMessages.en,
    ...pageMessages.en,
    ...contactMessages.en,
    ...catalogueMessages.en,
    ...listingMessages.en,
    ...productPageMessages.en,
    ...searchMessages.en,
    ...listMessages.en,
    ...accountMessages.en,
    ...checkoutMessages.en,
    ...orderMessages.en,
    ...blogMessages.en,
    ...reviewMessages.en,
    ...requestBodyMessages.en,
    ...abuseMessages.en,
  },
} satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof typeof messages.se;
