// The proof for products under load: checkouts and staff adjusting the same product's
// stock at the same moment never oversell and never lose a unit, and two staff saving the same
// product at once get one save and one refusal. Meant for PostgreSQL (real concurrent
// transactions, a pool of connections); SQLite runs it too, one writer at a time.
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../../test-support/order-fixture.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { seedCatalogue } from "../../catalogue/seed-catalogue.ts";
import { createOrderStore } from "../../orders/order-store.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import type { StockReason } from "../../../domain/catalogue/stock-reasons.ts";
import { createAdminProducts } from "./admin-products.ts";

const STAFF = { email: "personal@kretsbutiken.se", userId: "u-staff" };
const OWNER = { email: "agare@kretsbutiken.se", userId: "u-owner" };
const NOW = new Date("2026-11-26T10:00:00.000Z");
const INITIAL_STOCK = 40;
const CHECKOUTS = 50;

describe.each(dialects())("products under concurrency on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    await seedCatalogue(
      database.db,
      [seedFixture({ id: 1, inStock: INITIAL_STOCK, prices: [{ daysAgo: 10, price: 49_900 }] })],
      NOW,
    );
    const products = createAdminProducts(database.db, {
      audit: createAuditLog(database.db),
      catalogueChanged: () => {},
      clock: () => NOW,
    });
    return { db: database.db, products };
  }

  it("50 checkouts while staff adjust the same stock: never below zero, every unit accounted for", async () => {
    const { db, products } = await shop();
    const orders = createOrderStore(db, { now: () => NOW });
    const lowest = { stock: INITIAL_STOCK };

    // Quantities 1–3, 100 units wanted in all against 40 in stock plus whatever staff add.
    const checkouts = Array.from({ length: CHECKOUTS }, (_, index) => {
      const quantity = (index % 3) + 1;
      return orders
        .place(
          orderFixture({
            lines: [
              { productId: 1, name: "Testmobil 1", quantity, unitPrice: 49_900, momsRate: 25 },
            ],
            reservedUntil: new Date(NOW.getTime() + 30 * 60_000),
          }),
        )
        .then((result) => ({ quantity, sold: result.ok }));
    });
    // Deliveries in, damaged goods out and count corrections both ways, in among the checkouts.
    const changes: { quantity: number; reason: StockReason }[] = [
      ...Array.from({ length: 8 }, () => ({ quantity: 5, reason: "delivery" as const })),
      ...Array.from({ length: 8 }, () => ({ quantity: -4, reason: "damaged" as const })),
      ...Array.from({ length: 4 }, (_, i) => ({
        quantity: i % 2 === 0 ? 3 : -6,
        reason: "count" as const,
      })),
    ];
    const adjustments = changes.map((change) =>
      products.adjustStock(STAFF, 1, change).then((result) => {
        if (result.ok) lowest.stock = Math.min(lowest.stock, result.inStock);
        return { ...change, result };
      }),
    );
    const [sold, adjusted] = await Promise.all([Promise.all(checkouts), Promise.all(adjustments)]);

    const final = Number(
      (
        await db
          .selectFrom("products")
          .select("in_stock")
          .where("id", "=", 1)
          .executeTakeFirstOrThrow()
      ).in_stock,
    );
    const unitsSold = sold.filter((it) => it.sold).reduce((sum, it) => sum + it.quantity, 0);
    const unitsAdjusted = adjusted
      .filter((it) => it.result.ok)
      .reduce((sum, it) => sum + it.quantity, 0);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(lowest.stock).toBeGreaterThanOrEqual(0);
    expect(INITIAL_STOCK + unitsAdjusted - unitsSold).toBe(final);

    // What the database kept agrees: the order lines sold, the adjustments recorded.
    const lines = await db
      .selectFrom("order_lines")
      .select((eb) => eb.fn.sum<number>("quantity").as("units"))
      .where("product_id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(lines.units)).toBe(unitsSold);
    const recorded = await db
      .selectFrom("stock_adjustments")
      .select(["quantity", "stock_after"])
      .where("product_id", "=", 1)
      .execute();
    expect(recorded).toHaveLength(adjusted.filter((it) => it.result.ok).length);
    expect(recorded.reduce((sum, row) => sum + Number(row.quantity), 0)).toBe(unitsAdjusted);
    expect(recorded.every((row) => Number(row.stock_after) >= 0)).toBe(true);
    // Each refused adjustment was refused because the stock could not take it then.
    for (const { quantity, result } of adjusted) {
      if (!result.ok) {
        expect(result.reason).toBe("below_zero");
        expect((result.inStock ?? 0) + quantity).toBeLessThan(0);
      }
    }
    // Demand exceeded supply: the checkouts that were refused found it sold out, not lost.
    expect(sold.some((it) => !it.sold)).toBe(true);
  });

  it("two staff saving the same product at once: one save wins, the other is told", async () => {
    const { db, products } = await shop();
    const texts = (who: string) => ({
      name: { se: `Sparad av ${who}`, en: `Saved by ${who}` },
      description: { se: who, en: who },
      manufacturer: "Apple",
      manufacturerAddress: "Cork",
      categoryPaths: [],
      specifications: [],
    });
    for (let round = 1; round <= 5; round += 1) {
      const [first, second] = await Promise.all([
        products.saveDetails(OWNER, 1, round, texts(`ägaren ${round}`)),
        products.saveDetails(STAFF, 1, round, texts(`personalen ${round}`)),
      ]);
      const results = [first, second];
      expect(results.filter((it) => it.ok)).toHaveLength(1);
      expect(results.filter((it) => !it.ok)).toEqual([{ ok: false, reason: "conflict" }]);
      const winner = first.ok ? `ägaren ${round}` : `personalen ${round}`;
      const view = await products.get(1);
      expect(view?.name.se).toBe(`Sparad av ${winner}`);
      expect(view?.version).toBe(round + 1);
    }
    const entries = await db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "product.update")
      .execute();
    expect(entries).toHaveLength(5);
  });
});
