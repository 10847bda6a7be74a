import { defineMessages } from "../define-messages.ts";

/** The cart, the wishlist and the compare list, and the messages they show. */
export const listMessages = defineMessages({
  se: {},
  en: {},
});
