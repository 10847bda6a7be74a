// The strings shown beside a price: the class arrow's name and the sheet's link. The arrow is on
// every listing's cards, so these few are kept apart from the label's own (energy-label-messages.ts).
import { defineMessages } from "../../domain/define-messages.ts";

export const energyArrowMessages = defineMessages({
  se: {
    "arrow.open": "Energiklass {class}, visa energimärkningen",
    "sheet.link": "Produktblad",
    "sheet.linkLong": "Produktblad för {name}",
  },
  en: {
    "arrow.open": "Energy class {class}, show the energy label",
    "sheet.link": "Product information sheet",
    "sheet.linkLong": "Product information sheet for {name}",
  },
});
