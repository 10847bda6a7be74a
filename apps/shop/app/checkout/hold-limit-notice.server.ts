// What checkout says when a buyer already holds as much unpaid as one buyer may (record 0047),
// in the page's language. Written on the server and sent as text, so these rare messages stay
// out of the dictionary every page's script carries (app/performance/js-budget.spec.ts).
import type { Language } from "../../domain/language.ts";
import { interpolate } from "../i18n/interpolate.ts";

const WORDS: Record<Language, Record<"orders" | "units", string>> = {
  se: {
    orders:
      "Du har redan flera obetalda beställningar som håller varor åt dig. Betala eller avbryt dem, eller vänta {minutes} min tills de släpps – det du skrev finns kvar.",
    units:
      "Obetalda beställningar kan hålla högst {count} st av samma vara åt dig. Minska antalet eller betala dina tidigare beställningar först – det du skrev finns kvar.",
  },
  en: {
    orders:
      "You already have several unpaid orders holding items for you. Pay or cancel them, or wait {minutes} min until they are released – what you typed is still here.",
    units:
      "Unpaid orders can hold at most {count} of the same item for you. Lower the quantity or pay your earlier orders first – what you typed is still here.",
  },
};

export function holdLimitText(
  language: Language,
  limit: "orders" | "units",
  values: { minutes: number; count: number },
): string {
  return interpolate(WORDS[language][limit], values);
}
