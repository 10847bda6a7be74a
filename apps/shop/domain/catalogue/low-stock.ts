// When the admin marks a product as low on stock: at or below the number from which the
// storefront tells shoppers how many are left ("Bara 3 kvar", catalogue/stock-level.ts's
// LOW_STOCK; low-stock.test.ts keeps the two equal), sold-out included. A plain module, as the
// server's code reads it too and runs without a TSX step.
export const ADMIN_LOW_STOCK = 3;

export const isLowStock = (inStock: number): boolean => inStock <= ADMIN_LOW_STOCK;
