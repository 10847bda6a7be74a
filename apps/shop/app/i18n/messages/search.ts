import { defineMessages } from "../define-messages.ts";

/** Search and its typeahead. */
export const searchMessages = defineMessages({
  se: {},
  en: {},
});
