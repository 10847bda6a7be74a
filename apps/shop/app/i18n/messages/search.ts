import { defineMessages } from "../../../domain/define-messages.ts";

/** Search and its typeahead. */
export const searchMessages = defineMessages({
  se: {
    "search.title": "Sök",
    "search.description": "Sök bland Kretsbutikens mobiler, konsoler, elsparkcyklar och tillbehör.",
    "search.resultsFor": "Sökresultat för ”{query}”",
    "search.count.one": "1 produkt hittades.",
    "search.count.many": "{count} produkter hittades.",
    "search.count.shown": "{count} produkter hittades. Här är de {shown} som passar bäst.",
    "search.results": "Sökresultat",
    "search.noHits.title": "Inga träffar för ”{query}”",
    "search.noHits.text":
      "Kontrollera stavningen, prova ett kortare eller annat ord, eller titta bland våra populära kategorier.",
    "search.start.title": "Vad letar du efter?",
    "search.start.text": "Skriv i sökrutan, till exempel hörlurar, laddare eller iPhone.",
    "search.popular": "Populära kategorier",
    "search.allProducts": "Alla produkter",

    "search.suggestions": "Sökförslag",
    "search.showAll": "Visa alla {count} träffar",
    "search.announce.none": "Inga förslag.",
    "search.announce.one": "1 förslag. Välj med pil upp och pil ned.",
    "search.announce.many": "{count} förslag. Välj med pil upp och pil ned.",
  },
  en: {
    "search.title": "Search",
    "search.description":
      "Search Kretsbutiken's phones, consoles, electric scooters and accessories.",
    "search.resultsFor": "Search results for “{query}”",
    "search.count.one": "1 product found.",
    "search.count.many": "{count} products found.",
    "search.count.shown": "{count} products found. Here are the {shown} best matches.",
    "search.results": "Search results",
    "search.noHits.title": "No results for “{query}”",
    "search.noHits.text":
      "Check the spelling, try a shorter or different word, or browse our popular categories.",
    "search.start.title": "What are you looking for?",
    "search.start.text": "Type in the search box, for example headphones, charger or iPhone.",
    "search.popular": "Popular categories",
    "search.allProducts": "All products",

    "search.suggestions": "Search suggestions",
    "search.showAll": "Show all {count} results",
    "search.announce.none": "No suggestions.",
    "search.announce.one": "1 suggestion. Use the up and down arrows to choose.",
    "search.announce.many": "{count} suggestions. Use the up and down arrows to choose.",
  },
});
