// The price of a deal of the week: 15 % off the price now, rounded down to a price ending in
// 9 kronor (1 299 kr → 1 099 kr), as Swedish shops price. Never zero, never a raise.
const DEAL_REDUCTION = 0.15;

export function dealPrice(price: number): number {
  const target = Math.floor(price * (1 - DEAL_REDUCTION));
  const endingInNine = Math.floor((target - 900) / 1000) * 1000 + 900;
  if (endingInNine > 0) return endingInNine;
  // Below 10 kr there is no "…9 kr" under the target; whole kronor then.
  return Math.max(100, Math.floor(target / 100) * 100);
}
