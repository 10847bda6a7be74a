// The test provider's cards, after the numbers payment providers publish for testing: 4242…
// succeeds, 4000 0000 0000 0002 is declined, and 4000 0000 0000 3055 succeeds with the bank's
// answer arriving a few seconds after the buyer is back in the shop (so the shop's "waiting
// for confirmation" can be seen). Any other number that passes the Luhn check is declined.
export type CardVerdict =
  | { kind: "paid"; delayMs: number }
  | { kind: "declined" }
  | { kind: "invalid"; field: "number" | "expiry" | "cvc" };

export const SUCCESS_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";
export const SLOW_CARD = "4000000000003055";

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    // Every second digit from the right counts twice, its two figures added (7 → 14 → 5).
    if (i % 2 === 0) sum += digit;
    else sum += digit < 5 ? digit * 2 : digit * 2 - 9;
  }
  return sum % 10 === 0;
}

/** "MM/ÅÅ" or "MM/YY" not yet past at `now`. */
function validExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function judgeCard(
  card: { number: string; expiry: string; cvc: string },
  now: Date,
): CardVerdict {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { kind: "invalid", field: "number" };
  if (!validExpiry(card.expiry, now)) return { kind: "invalid", field: "expiry" };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: "invalid", field: "cvc" };
  if (digits === SUCCESS_CARD) return { kind: "paid", delayMs: 0 };
  if (digits === SLOW_CARD) return { kind: "paid", delayMs: 3000 };
  return { kind: "declined" };
}
