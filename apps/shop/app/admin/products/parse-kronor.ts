// A price as staff type it, in kronor incl. moms: "1 299", "1 299,00", "1299.5", "1299 kr".
// Spaces (also the non-breaking ones a copied price has) group thousands; a comma or a point
// starts at most two decimals. The answer is whole öre, or why the text is not a price: never
// a rounded guess, so "12,345" is refused rather than taken as 12,35 or 12 345.

/** The highest price the admin takes: a million kronor, far above anything the shop sells. */
export const MAX_PRICE_ORE = 100_000_000;

export type PriceProblem = "required" | "format" | "decimals" | "not_positive" | "too_high";

export type ParsedPrice = { ok: true; ore: number } | { ok: false; problem: PriceProblem };

const SPACES = /[\s\u00a0\u202f]/g;
const NUMBER = /^(\d+)(?:[.,](\d*))?$/;

export function parseKronor(input: string): ParsedPrice {
  let text = input.replace(SPACES, "");
  if (text === "") return { ok: false, problem: "required" };
  text = text.replace(/(kr|sek|:-)$/i, "");
  if (/^[-\u2212]/.test(text)) return { ok: false, problem: "not_positive" };
  const match = NUMBER.exec(text);
  if (!match) return { ok: false, problem: "format" };
  const [, whole = "", decimals = ""] = match;
  if (decimals.length > 2) return { ok: false, problem: "decimals" };
  if (whole.length > 9) return { ok: false, problem: "too_high" };
  const ore = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  if (ore <= 0) return { ok: false, problem: "not_positive" };
  if (ore > MAX_PRICE_ORE) return { ok: false, problem: "too_high" };
  return { ok: true, ore };
}
