import { defineMessages } from "../../../domain/define-messages.ts";

/** What every product card and price block says, wherever products are shown. */
export const catalogueMessages = defineMessages({
  se: {
    "product.stock.inStock": "I lager",
    "product.stock.low": "Bara {count} kvar",
    "product.stock.soldOut": "Slut i lager",
    "product.stock.discontinued": "Utgått",
    "product.rating": "Betyg {stars} av 5, {count} recensioner",
    "product.ratingNone": "Inga recensioner än",
    "product.discount": "−{percent} %",
    "product.lowestPrice30": "Lägsta pris 30 dagar före sänkningen:",
    "product.lowestPrice30Short": "Lägsta pris senaste 30 dagarna:",
    "product.new": "Nyhet",
    "product.vatIncluded": "inkl. moms",
  },
  en: {
    "product.stock.inStock": "In stock",
    "product.stock.low": "Only {count} left",
    "product.stock.soldOut": "Sold out",
    "product.stock.discontinued": "Discontinued",
    "product.rating": "Rated {stars} out of 5, {count} reviews",
    "product.ratingNone": "No reviews yet",
    "product.discount": "−{percent} %",
    "product.lowestPrice30": "Lowest price in the 30 days before the reduction:",
    "product.lowestPrice30Short": "Lowest price in the last 30 days:",
    "product.new": "New",
    "product.vatIncluded": "incl. VAT",
  },
});
