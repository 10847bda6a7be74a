// Why stock was adjusted in the admin: goods delivered in, goods found damaged, or a count that
// differed from the books. Stored in stock_adjustments.reason.
export const STOCK_REASONS = ["delivery", "damaged", "count"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const isStockReason = (value: unknown): value is StockReason =>
  typeof value === "string" && (STOCK_REASONS as readonly string[]).includes(value);
