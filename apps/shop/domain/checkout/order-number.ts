// Order numbers a shopper can read over the phone: "KB-2026-004217", the year the order was
// placed and its running number that year, six digits wide (wider when a year passes a million).

const ORDER_NUMBER = /^KB-(\d{4})-(\d{6,})$/;

export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`an order's running number starts at 1, not ${sequence}`);
  }
  return `KB-${year}-${String(sequence).padStart(6, "0")}`;
}

/** The year and running number of a typed order number (any case, spaces around), or undefined. */
export function parseOrderNumber(input: string): { year: number; sequence: number } | undefined {
  const match = ORDER_NUMBER.exec(input.trim().toUpperCase());
  if (!match) return undefined;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : undefined;
}
