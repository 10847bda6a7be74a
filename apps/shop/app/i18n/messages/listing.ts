import { defineMessages } from "../define-messages.ts";

/** Shop listings and device category pages: filters, sorting, pages. */
export const listingMessages = defineMessages({
  se: {},
  en: {},
});
