// The words a shopper uses for a kind of product, which its name often does not contain: an
// "iPhone 16" is a "mobil", a "phone", a "smartphone". Searched like a product's category.
// Plurals are listed too, so "mobiler" is an exact hit on a phone, not only a stem.
import type { Localized, ProductType } from "../catalogue/product.ts";

const words = (se: string, en: string): Localized => ({ se, en });

export const TYPE_WORDS: Record<ProductType, Localized> = {
  phone: words(
    "mobil mobiler mobiltelefon telefon smartphone",
    "phone mobile smartphone cellphone",
  ),
  tablet: words("surfplatta surfplattor platta läsplatta", "tablet"),
  console: words("konsol konsoler spelkonsol tv-spel", "console games console"),
  controller: words("handkontroll handkontroller kontroll spelkontroll", "controller gamepad"),
  game: words("spel tv-spel", "game video game"),
  scooter: words(
    "elsparkcykel elsparkcyklar sparkcykel elscooter",
    "scooter e-scooter electric scooter",
  ),
  scooter_part: words("reservdel reservdelar elsparkcykel", "spare part scooter"),
  audio: words("ljud hörlur hörlurar headset högtalare", "audio headphones headset speaker"),
  bag: words("väska väskor fodral", "bag case"),
  simulation: words("simulering ratt", "simulation racing wheel"),
  accessory: words("tillbehör", "accessory"),
  fashion: words("mode kläder", "fashion clothes"),
  flower: words("blomma blommor", "flower"),
  furniture: words("möbel möbler", "furniture"),
  vegetables: words("grönsaker", "vegetables"),
  electronic: words("hemelektronik elektronik", "electronics"),
  shoes: words("skor sko", "shoes"),
};
