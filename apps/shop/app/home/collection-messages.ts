import { defineMessages } from "../../domain/define-messages.ts";

/** The collection banners' words (home/collections.ts): only the pages that show them load these. */
export const collectionMessages = defineMessages({
  se: {
    "collection.shopNow": "Handla nu",
    "collection.scooters.title": "Elsparkcyklar och reservdelar",
    "collection.scooters.text":
      "Till jobbet, skolan och affären – och delarna som får cykeln att rulla igen när något går sönder.",
    "collection.gaming.title": "Konsoler, kontroller och spel",
    "collection.gaming.text":
      "Allt för spelkvällen: konsolen, en extra handkontroll till kompisen och spelen ni vill köra.",
  },
  en: {
    "collection.shopNow": "Shop now",
    "collection.scooters.title": "Electric scooters and spare parts",
    "collection.scooters.text":
      "To work, school and the shops – and the parts that get the scooter rolling again when something breaks.",
    "collection.gaming.title": "Consoles, controllers and games",
    "collection.gaming.text":
      "Everything for games night: the console, a spare controller for a friend and the games you want to play.",
  },
});
