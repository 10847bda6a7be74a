// Fitments stored and queried (issue 41), on SQLite and PostgreSQL: product_fitments follows
// the products' content wherever products are written (seeding, the admin), "Passar modell"
// narrows a listing to the parts that fit, and partsFitting gives Felkodsdoktorn the parts on
// sale of a cause's kinds, in stock first.
import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalogue/listing-query.ts";
import type { PartFitment } from "../../domain/scooter-doctor/fitment.ts";
import type { PartKind } from "../../domain/scooter-doctor/part-kinds.ts";
import type { ModelSlug } from "../../domain/scooter-doctor/scooter-models.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createAdminProducts } from "../admin/products/admin-products.ts";
import { createAuditLog } from "../admin/audit/audit-log.ts";
import { createCachedCatalogue, type ShopCatalogue } from "./cached-catalogue.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

/** The parts Felkodsdoktorn's answer page shows: the catalogue's fitting ids, as products. */
const partsFitting = async (
  catalogue: Pick<ShopCatalogue, "fittingPartIds" | "byIds">,
  model: ModelSlug,
  kinds: readonly PartKind[],
) => catalogue.byIds(await catalogue.fittingPartIds(model, kinds));

const OWNER = { email: "agare@kretsbutiken.se", userId: "u-owner" };
const SEEDED = new Date("2026-06-01T10:00:00.000Z");
const NOW = new Date("2026-11-26T10:00:00.000Z");
const SCOOTER_PARTS = { kind: "type", type: "scooter_part" } as const;

function part(id: number, fitment: PartFitment, more: Parameters<typeof seedFixture>[0] = { id }) {
  return seedFixture({
    type: "scooter_part",
    brand: "Xiaomi",
    categoryPaths: [],
    colors: ["black"],
    sizeoption: [],
    prices: [{ daysAgo: 100, price: 24_900 + id * 100 }],
    ...more,
    id,
    fitment,
  });
}

describe.each(dialects())("scooter parts' fitments on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const { db } = await databases.open();
    await seedCatalogue(
      db,
      [
        part(
          1,
          { kind: "throttle", fits: ["xiaomi-pro-2", "xiaomi-1s"], notFits: [] },
          {
            id: 1,
            inStock: 0,
            totalPurchases: 500,
          },
        ),
        part(
          2,
          { kind: "throttle", fits: ["xiaomi-pro-2"], notFits: [] },
          {
            id: 2,
            inStock: 5,
            totalPurchases: 10,
          },
        ),
        part(
          3,
          { kind: "tyre", fits: ["xiaomi-pro-2"], notFits: ["ninebot-max-g30"] },
          {
            id: 3,
            inStock: 3,
            totalPurchases: 120,
          },
        ),
        part(4, { kind: "throttle", fits: ["ninebot-max-g30"], notFits: ["xiaomi-pro-2"] }),
        part(
          5,
          { kind: "throttle", fits: ["xiaomi-pro-2"], notFits: [] },
          {
            id: 5,
            available: false,
          },
        ),
        seedFixture({ id: 6 }),
      ],
      SEEDED,
    );
    const clock = () => NOW;
    const catalogue = createCachedCatalogue(db, { checkEveryMs: 0, clock });
    const admin = createAdminProducts(db, {
      audit: createAuditLog(db),
      catalogueChanged: () => catalogue.changed(),
      clock,
    });
    return { db, catalogue, admin };
  }

  const ids = (products: readonly { id: number }[]) => products.map((it) => it.id);

  it("stores each model a part names, one way, keyed by model", async () => {
    const { db } = await shop();
    const rows = await db
      .selectFrom("product_fitments")
      .select(["product_id", "model_slug", "fit", "kind"])
      .where("model_slug", "=", "ninebot-max-g30")
      .orderBy("product_id")
      .execute();
    expect(rows.map((row) => ({ ...row, product_id: Number(row.product_id) }))).toEqual([
      { product_id: 3, model_slug: "ninebot-max-g30", fit: "not-fits", kind: "tyre" },
      { product_id: 4, model_slug: "ninebot-max-g30", fit: "fits", kind: "throttle" },
    ]);
  });

  it("gives the doctor the parts on sale of the kinds that fit, in stock first, with price and stock", async () => {
    const { catalogue } = await shop();
    const throttles = await partsFitting(catalogue, "xiaomi-pro-2", ["throttle"]);
    expect(ids(throttles)).toEqual([2, 1]);
    expect(throttles[0]).toMatchObject({ inStock: 5, price: 25_100, available: true });
    expect(ids(await partsFitting(catalogue, "xiaomi-pro-2", ["throttle", "tyre"]))).toEqual([
      3, 2, 1,
    ]);
    expect(await partsFitting(catalogue, "ninebot-max-g30", ["tyre"])).toEqual([]);
    expect(await partsFitting(catalogue, "xiaomi-pro-2", [])).toEqual([]);
    expect(await partsFitting(catalogue, "ninebot-e-series", ["throttle"])).toEqual([]);
  });

  it("follows the admin's changes: stock delivered moves a part up, unpublishing takes it away", async () => {
    const { catalogue, admin } = await shop();
    await admin.adjustStock(OWNER, 1, { quantity: 4, reason: "delivery" });
    expect(ids(await partsFitting(catalogue, "xiaomi-pro-2", ["throttle"]))).toEqual([1, 2]);
    const version = (await admin.get(1))!.version;
    await admin.setPublished(OWNER, 1, version, false);
    expect(ids(await partsFitting(catalogue, "xiaomi-pro-2", ["throttle"]))).toEqual([2]);
    const listed = await catalogue.listing(
      SCOOTER_PARTS,
      { ...EMPTY_QUERY, fits: "xiaomi-1s" },
      { perPage: 24 },
    );
    expect(listed.total).toBe(0);
  });

  it("follows the admin's fitment: a part set to fit is offered, one set not to fit is not", async () => {
    const { db, catalogue, admin } = await shop();
    const version = (await admin.get(4))!.version;
    expect(
      await admin.saveFitment(OWNER, 4, version, {
        kind: "throttle",
        fits: ["xiaomi-pro-2", "ninebot-max-g30"],
        notFits: [],
      }),
    ).toEqual({ ok: true, version: version + 1, changed: true });
    expect(ids(await partsFitting(catalogue, "xiaomi-pro-2", ["throttle"]))).toEqual([4, 2, 1]);
    expect((await admin.get(4))!.fitment?.fits).toEqual(["xiaomi-pro-2", "ninebot-max-g30"]);
    await admin.saveFitment(OWNER, 4, version + 1, null);
    expect(ids(await partsFitting(catalogue, "ninebot-max-g30", ["throttle"]))).toEqual([]);
    const left = await db
      .selectFrom("product_fitments")
      .select("product_id")
      .where("product_id", "=", 4)
      .execute();
    expect(left).toEqual([]);
    expect(await admin.saveFitment(OWNER, 4, version, null)).toEqual({
      ok: false,
      reason: "conflict",
    });
    const phone = (await admin.get(6))!;
    expect(
      await admin.saveFitment(OWNER, 6, phone.version, {
        kind: "tyre",
        fits: ["xiaomi-m365"],
        notFits: [],
      }),
    ).toEqual({ ok: false, reason: "not_a_part" });
  });

  it("narrows a listing to the parts that fit, beside the other filters, with the models to pick", async () => {
    const { catalogue } = await shop();
    const fits = await catalogue.listing(
      SCOOTER_PARTS,
      { ...EMPTY_QUERY, fits: "xiaomi-pro-2", sort: "priceAsc" },
      { perPage: 24 },
    );
    expect(ids(fits.products)).toEqual([1, 2, 3, 5]);
    expect(
      fits.facets.models.map(({ value, count, selected, name }) => [value, count, selected, name]),
    ).toEqual([
      ["xiaomi-1s", 1, false, "Xiaomi Mi Electric Scooter 1S"],
      ["xiaomi-pro-2", 4, true, "Xiaomi Mi Electric Scooter Pro 2"],
      ["ninebot-max-g30", 1, false, "Segway-Ninebot Max G30"],
    ]);
    const inStock = await catalogue.listing(
      SCOOTER_PARTS,
      { ...EMPTY_QUERY, fits: "xiaomi-pro-2", inStock: true },
      { perPage: 24 },
    );
    expect(ids(inStock.products).sort()).toEqual([2, 3]);
    const phones = await catalogue.listing({ kind: "type", type: "phone" }, EMPTY_QUERY, {
      perPage: 24,
    });
    expect(phones.facets.models).toEqual([]);
  });
});
