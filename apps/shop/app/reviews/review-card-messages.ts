// The review card's own strings that only the pages showing reviews need (the product page and
// /page/review), kept out of the dictionary every page loads: the label of the shop's reply,
// and the name shown for a reviewer whose personal data was erased. Read by language directly
// (no placeholders), so the card does not bring usePageT into the pages' shared chunk.
import { defineMessages } from "../../domain/define-messages.ts";

export const reviewCardMessages = defineMessages({
  se: {
    shopReply: "Svar från Kretsbutiken",
    anonymous: "Anonym kund",
  },
  en: {
    shopReply: "Reply from Kretsbutiken",
    anonymous: "Anonymous customer",
  },
});
