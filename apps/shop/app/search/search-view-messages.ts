import { defineMessages } from "../../domain/define-messages.ts";

/** The template's search view (/voxo_plus/search): its own words, loaded by that page alone. */
export const searchViewMessages = defineMessages({
  se: {
    "searchView.lead":
      "Sök bland mobiler, surfplattor, konsoler, elsparkcyklar, reservdelar och tillbehör.",
    "searchView.popularTitle": "Populärt medan du letar",
    "searchView.popularLead": "Det som våra kunder köper mest just nu.",
  },
  en: {
    "searchView.lead":
      "Search among phones, tablets, consoles, electric scooters, spare parts and accessories.",
    "searchView.popularTitle": "Popular while you look",
    "searchView.popularLead": "What our customers buy most right now.",
  },
});
