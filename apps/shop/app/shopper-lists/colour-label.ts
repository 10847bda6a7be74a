import { COLOURS, isColourKey } from "../../domain/catalogue/colours.ts";
import type { Language } from "../../domain/language.ts";

/** A colour key in words ("Svart"); an unknown key as it is. */
export function colourLabel(key: string, language: Language): string {
  return isColourKey(key) ? COLOURS[key].name[language] : key;
}
