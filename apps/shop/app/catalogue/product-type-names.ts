// What each product type is called in the shop's words, for filters, tiles and headings.
import type { Localized, ProductType } from "../../domain/catalogue/product.ts";

export const PRODUCT_TYPE_NAMES: Record<ProductType, Localized> = {
  phone: { se: "Mobiltelefoner", en: "Mobile phones" },
  tablet: { se: "Surfplattor", en: "Tablets" },
  console: { se: "Spelkonsoler", en: "Game consoles" },
  controller: { se: "Handkontroller", en: "Controllers" },
  game: { se: "Spel", en: "Games" },
  scooter: { se: "Elsparkcyklar", en: "Electric scooters" },
  scooter_part: { se: "Reservdelar till elsparkcyklar", en: "Scooter spare parts" },
  audio: { se: "Ljud", en: "Audio" },
  bag: { se: "Väskor och fodral", en: "Bags and cases" },
  simulation: { se: "Simulering", en: "Simulation" },
  accessory: { se: "Tillbehör", en: "Accessories" },
  fashion: { se: "Mode", en: "Fashion" },
  flower: { se: "Blommor", en: "Flowers" },
  furniture: { se: "Möbler", en: "Furniture" },
  vegetables: { se: "Grönsaker", en: "Vegetables" },
  electronic: { se: "Hemelektronik", en: "Home electronics" },
  shoes: { se: "Skor", en: "Shoes" },
};
