// What a listing says about the shopper's saved devices once hydrated (garage-hints.tsx).
import { defineMessages } from "../../domain/define-messages.ts";

export const listingHintMessages = defineMessages({
  se: {
    "garageHint.title": "Din garage",
    "garageHint.fitsMine": "Passar min {device}",
    "garageHint.forMine": "Tillbehör till min {device}",
    "garageHint.showAll": "Visa alla",
    "garageHint.fits": "Passar din {device}",
    "garageHint.lineFits": "Gjord för {line}, som din {device}",
  },
  en: {
    "garageHint.title": "Your garage",
    "garageHint.fitsMine": "Fits my {device}",
    "garageHint.forMine": "Accessories for my {device}",
    "garageHint.showAll": "Show all",
    "garageHint.fits": "Fits your {device}",
    "garageHint.lineFits": "Made for {line}, like your {device}",
  },
});
