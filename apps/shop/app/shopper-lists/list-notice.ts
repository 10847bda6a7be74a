// What a list's page says after a form post (decision record 0051): the same sentences the
// browser shows when it adds a product itself (cart-store.ts, wishlist-store.ts,
// compare-store.ts), carried as a value the page renders in its language.
import type { Localized } from "../../domain/catalogue/product.ts";
import type { MessageKey } from "../i18n/messages.ts";

export interface ListNotice {
  key: MessageKey;
  tone: "info" | "error";
  /** The product's name, for the sentences that name it. */
  name?: Localized;
  count?: number;
}
