import { defineMessages } from "../../domain/define-messages.ts";

/** The portfolio gallery of the template's /voxo_plus/portfolio_page/* pages. */
export const portfolioMessages = defineMessages({
  se: {
    "portfolio.all": "Alla",
    "portfolio.lead":
      "Bilder på varor ur vårt sortiment, i olika färger och från olika håll. Klicka på en bild för att se den större, eller på namnet för att komma till varan.",
    "portfolio.filter.label": "Visa bilder av",
    "portfolio.count.one": "1 bild",
    "portfolio.count.other": "{count} bilder",
    "portfolio.gallery.label": "Produktbilder",
    "portfolio.enlarge": "Visa större: {alt}",
    "portfolio.toProduct": "Till varan",
  },
  en: {
    "portfolio.all": "All",
    "portfolio.lead":
      "Pictures of products from our range, in different colours and from different sides. Click a picture to see it larger, or the name to go to the product.",
    "portfolio.filter.label": "Show pictures of",
    "portfolio.count.one": "1 picture",
    "portfolio.count.other": "{count} pictures",
    "portfolio.gallery.label": "Product pictures",
    "portfolio.enlarge": "Show larger: {alt}",
    "portfolio.toProduct": "Go to the product",
  },
});
