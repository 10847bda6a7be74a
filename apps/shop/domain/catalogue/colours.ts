// The colours products come in: a key for data and URLs, the name in both languages, and a
// swatch colour. Swatches always carry the name too: colour alone says nothing to many
// shoppers (market.md, accessibility).
import type { Localized } from "./product.ts";

export interface Colour {
  name: Localized;
  /** Swatch fill, as CSS. */
  hex: string;
}

export const COLOURS = {
  black: { name: { se: "Svart", en: "Black" }, hex: "#1f2023" },
  white: { name: { se: "Vit", en: "White" }, hex: "#f4f4f2" },
  silver: { name: { se: "Silver", en: "Silver" }, hex: "#c7c9cc" },
  grey: { name: { se: "Grå", en: "Grey" }, hex: "#7d8087" },
  gold: { name: { se: "Guld", en: "Gold" }, hex: "#d8b66a" },
  blue: { name: { se: "Blå", en: "Blue" }, hex: "#2f5fb3" },
  red: { name: { se: "Röd", en: "Red" }, hex: "#c8313e" },
  green: { name: { se: "Grön", en: "Green" }, hex: "#3d8a4f" },
  yellow: { name: { se: "Gul", en: "Yellow" }, hex: "#f1c93b" },
  purple: { name: { se: "Lila", en: "Purple" }, hex: "#7a4fb0" },
  pink: { name: { se: "Rosa", en: "Pink" }, hex: "#e890b4" },
  orange: { name: { se: "Orange", en: "Orange" }, hex: "#e8772e" },
  brown: { name: { se: "Brun", en: "Brown" }, hex: "#7a5234" },
  beige: { name: { se: "Beige", en: "Beige" }, hex: "#d9c6a5" },
} as const satisfies Record<string, Colour>;

export type ColourKey = keyof typeof COLOURS;

export function isColourKey(value: string): value is ColourKey {
  return Object.hasOwn(COLOURS, value);
}
