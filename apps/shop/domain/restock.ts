// Putting goods back on the shelf: when an unpaid order's hold ends, when staff cancel a paid
// order before it leaves the warehouse, and when withdrawn goods come back and are fit to sell.
// One rule for all three: each product's units added up, one change a product, in product
// order, the order checkout takes products in, so two transactions never wait on each other in
// a ring.

/** Units of one product on an order (quantities may come from the database as text). */
export interface StockLine {
  productId: number | string | bigint;
  quantity: number | string | bigint;
}

/** The units to put back, as [product id, units] in ascending product id, none with zero. */
export function unitsToRestock(lines: readonly StockLine[]): [number, number][] {
  const units = new Map<number, number>();
  for (const line of lines) {
    const id = Number(line.productId);
    units.set(id, (units.get(id) ?? 0) + Number(line.quantity));
  }
  return [...units].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
}
