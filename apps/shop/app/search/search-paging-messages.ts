import { defineMessages } from "../../domain/define-messages.ts";
import { interpolate, type MessageValues } from "../i18n/interpolate.ts";
import type { Language } from "../../domain/language.ts";

/**
 * The search results' paging, facets and near-spelling words: used by the two search pages
 * alone, so they travel in those pages' chunks, not in the dictionary every page loads.
 */
export const searchPagingMessages = defineMessages({
  se: {
    "searchPaging.range": "{count} produkter hittades. Visar {from}–{to}.",
    "searchPaging.capped":
      "De {ranked} som passar bäst går att bläddra bland – förfina sökningen för att hitta resten.",
    "searchPaging.approximate": "Inga exakta träffar för ”{query}”. Menade du någon av de här?",
    "searchPaging.more": "Visa fler",
    "searchPaging.facets": "Förfina sökningen",
    "searchPaging.category": "Kategori",
    "searchPaging.brand": "Märke",
    "searchPaging.all": "Alla",
  },
  en: {
    "searchPaging.range": "{count} products found. Showing {from}–{to}.",
    "searchPaging.capped":
      "The {ranked} best matches can be browsed – refine the search to find the rest.",
    "searchPaging.approximate": "No exact matches for “{query}”. Did you mean one of these?",
    "searchPaging.more": "Show more",
    "searchPaging.facets": "Refine the search",
    "searchPaging.category": "Category",
    "searchPaging.brand": "Brand",
    "searchPaging.all": "All",
  },
});

export type SearchPagingKey = keyof (typeof searchPagingMessages)["se"];

/**
 * One of these strings in `language`. (Not usePageT: that would move its module into the
 * chunk every page loads, as the two search routes share these components.)
 */
export function searchPagingText(
  language: Language,
  key: SearchPagingKey,
  values?: MessageValues,
): string {
  return interpolate(searchPagingMessages[language][key], values);
}
