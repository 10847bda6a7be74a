import { defineMessages } from "../define-messages.ts";

/** The product page: gallery, variants, specifications, delivery and safety. */
export const productPageMessages = defineMessages({
  se: {},
  en: {},
});
