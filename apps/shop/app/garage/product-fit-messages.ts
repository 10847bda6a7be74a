// What a product page says about the shopper's saved devices once hydrated (product-fit.tsx).
import { defineMessages } from "../../domain/define-messages.ts";

export const productFitMessages = defineMessages({
  se: {
    "garageHint.fits": "Passar din {device}",
    "garageHint.doesNotFit": "Passar inte din {device}",
    "garageHint.unknown": "Vi vet inte om den passar din {device}",
    "garageHint.lineFits": "Gjord för {line}, som din {device}",
    "garageHint.lineDoesNotFit": "Inte gjord för din {device}",
  },
  en: {
    "garageHint.fits": "Fits your {device}",
    "garageHint.doesNotFit": "Does not fit your {device}",
    "garageHint.unknown": "We do not know whether it fits your {device}",
    "garageHint.lineFits": "Made for {line}, like your {device}",
    "garageHint.lineDoesNotFit": "Not made for your {device}",
  },
});
