import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { orderFixture } from "../../../test-support/order-fixture.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { createCachedCatalogue } from "../../catalogue/cached-catalogue.ts";
import { createCatalogue } from "../../catalogue/catalogue.ts";
import { createCataloguePages } from "../../catalogue/catalogue-pages.ts";
import { EMPTY_QUERY } from "../../../domain/catalogue/listing-query.ts";
import type { Kysely } from "@kretsbutiken/database";
import type { ShopDatabase } from "../../database/schema.ts";
import { seedCatalogue } from "../../catalogue/seed-catalogue.ts";
import { createProductImageRoutes } from "../../images/image-routes.ts";
import { createUploadedPictureReader } from "../../images/uploaded-pictures.ts";
import { createOrderStore } from "../../orders/order-store.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createAdminProducts } from "./admin-products.ts";

const OWNER = { email: "agare@kretsbutiken.se", userId: "u-owner" };
const OTHER = { email: "personal@kretsbutiken.se", userId: "u-staff" };
const SEEDED = new Date("2026-06-01T10:00:00.000Z");
const NOW = new Date("2026-11-26T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const BAGS = "/globalt-allmant/vaskor-och-fodral";

const query = (
  overrides: Partial<Parameters<ReturnType<typeof createAdminProducts>["list"]>[0]>,
) => ({
  text: "",
  type: undefined,
  published: undefined,
  lowStock: false,
  page: 1,
  pageSize: 25,
  ...overrides,
});

const details = {
  name: { se: "Ny väska", en: "New bag" },
  description: { se: "Rymlig.", en: "Roomy." },
  manufacturer: "Xiaomi",
  manufacturerAddress: "Beijing, Kina",
  categoryPaths: [BAGS],
  specifications: [{ label: { se: "Volym", en: "Capacity" }, value: { se: "2 l", en: "2 l" } }],
};

/** The products a category page lists, by the pages' query. */
async function inCategory(db: Kysely<ShopDatabase>, path: string) {
  const pages = createCataloguePages(db, createCatalogue(db));
  const listing = await pages.listing({ kind: "category", path }, EMPTY_QUERY, { perPage: 48 });
  return listing.products;
}

describe.each(dialects())("the admin's products on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    const { db } = database;
    await seedCatalogue(
      db,
      [
        seedFixture({ id: 1, inStock: 10 }),
        seedFixture({
          id: 2,
          sku: "KB-XM-BAG",
          slug: "xiaomi-vaska",
          type: "bag",
          brand: "Xiaomi",
          name: { se: "Xiaomi väska", en: "Xiaomi bag" },
          inStock: 2,
          categoryPaths: [BAGS],
          prices: [{ daysAgo: 100, price: 24_900 }],
        }),
      ],
      SEEDED,
    );
    let now = NOW;
    const clock = () => now;
    const later = (ms: number) => (now = new Date(now.getTime() + ms));
    let changes = 0;
    const audit = createAuditLog(db);
    const products = createAdminProducts(db, {
      audit,
      catalogueChanged: () => (changes += 1),
      clock,
    });
    const storefront = createCatalogue(db, clock);
    const entries = async (action?: string) =>
      (await audit.list({ page: 1, pageSize: 100 })).entries.filter(
        (entry) => action === undefined || entry.action === action,
      );
    return { db, products, storefront, clock, later, changes: () => changes, entries };
  }

  it("lists every product with stock and price now, searched, filtered and paged", async () => {
    const { products } = await shop();
    const all = await products.list(query({}));
    expect(all.total).toBe(2);
    expect(all.rows[1]).toMatchObject({
      id: 2,
      sku: "KB-XM-BAG",
      name: { se: "Xiaomi väska", en: "Xiaomi bag" },
      inStock: 2,
      price: 24_900,
      published: true,
      scheduled: false,
    });
    for (const text of ["VÄSKA", "bag", "kb-xm", "xiaomi", "2"]) {
      expect(
        (await products.list(query({ text }))).rows.map((row) => row.id),
        text,
      ).toContain(2);
    }
    expect((await products.list(query({ text: "väska mobil" }))).total).toBe(0);
    expect((await products.list(query({ type: "phone" }))).rows.map((row) => row.id)).toEqual([1]);
    expect((await products.list(query({ lowStock: true }))).rows.map((row) => row.id)).toEqual([2]);
    expect((await products.list(query({ published: false }))).total).toBe(0);
    const second = await products.list(query({ page: 2, pageSize: 1 }));
    expect({ total: second.total, ids: second.rows.map((row) => row.id) }).toEqual({
      total: 2,
      ids: [2],
    });
  });

  it("creates a product hidden from the shop until it is published, with its price and stock", async () => {
    const { products, storefront, entries, changes } = await shop();
    const input = {
      sku: "KB-NEW-1",
      slug: "ny-produkt",
      type: "bag" as const,
      brand: "Thule",
      name: { se: "Ny produkt", en: "New product" },
      price: 19_900,
      inStock: 7,
    };
    const created = await products.create(OWNER, input);
    expect(created).toEqual({ ok: true, id: 3 });
    expect(await products.create(OWNER, { ...input, slug: "annan" })).toEqual({
      ok: false,
      reason: "sku_taken",
    });
    expect(await products.create(OWNER, { ...input, sku: "KB-NEW-2" })).toEqual({
      ok: false,
      reason: "slug_taken",
    });
    const view = await products.get(3);
    expect(view).toMatchObject({
      published: false,
      inStock: 7,
      price: 19_900,
      manufacturer: "Thule",
      version: 1,
    });
    expect(await storefront.byId(3)).toBeUndefined();
    expect((await storefront.all()).map((product) => product.id)).toEqual([1, 2]);

    expect(await products.setPublished(OWNER, 3, 1, true)).toEqual({
      ok: true,
      version: 2,
      changed: true,
    });
    expect(await storefront.byId(3)).toMatchObject({ price: 19_900, inStock: 7, sku: "KB-NEW-1" });
    expect((await entries()).map((entry) => entry.action)).toEqual([
      "product.publish",
      "product.create",
    ]);
    expect((await entries("product.create"))[0]).toMatchObject({
      actor: OWNER,
      subjectId: "3",
      after: { sku: "KB-NEW-1", price: 19_900, in_stock: 7, published: false },
    });
    expect(changes()).toBe(2);
  });

  it("saves texts, specifications and categories under the version, logging what changed", async () => {
    const { db, products, storefront, entries } = await shop();
    const saved = await products.saveDetails(OWNER, 2, 1, details);
    expect(saved).toEqual({ ok: true, version: 2, changed: true });
    const product = await storefront.byId(2);
    expect(product).toMatchObject({
      name: details.name,
      description: details.description,
      specifications: details.specifications,
      categoryPaths: [BAGS],
    });
    // The drawn pictures' alt texts carry the new name.
    expect(product?.images[0]?.alt.se).toMatch(/^Ny väska, /);

    const [entry] = await entries("product.update");
    expect(entry?.before).toMatchObject({ name_se: "Xiaomi väska", name_en: "Xiaomi bag" });
    expect(entry?.after).toMatchObject({ name_se: "Ny väska", name_en: "New bag" });
    expect(entry?.after).not.toHaveProperty("categories");

    // Another staff member's save from the page they read before: refused, nothing changed.
    const stale = await products.saveDetails(OTHER, 2, 1, {
      ...details,
      name: { se: "Skriver över", en: "Overwrites" },
      categoryPaths: [],
    });
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    expect((await storefront.byId(2))?.name.se).toBe("Ny väska");
    expect((await inCategory(db, BAGS)).map((it) => it.id)).toEqual([2]);
    expect(await entries("product.update")).toHaveLength(1);

    // The same texts again are no change: no new version, no entry.
    expect(await products.saveDetails(OWNER, 2, 2, details)).toEqual({
      ok: true,
      version: 2,
      changed: false,
    });
    expect(await products.saveDetails(OWNER, 99, 1, details)).toEqual({
      ok: false,
      reason: "not_found",
    });
    const version = await db
      .selectFrom("products")
      .select("version")
      .where("id", "=", 2)
      .executeTakeFirstOrThrow();
    expect(Number(version.version)).toBe(2);
  });

  it("an unpublished product is in no list, has no page, and cannot be bought", async () => {
    const { db, products, storefront, clock } = await shop();
    const cached = createCachedCatalogue(db, { checkEveryMs: 60_000, clock });
    expect((await cached.all()).map((product) => product.id)).toEqual([1, 2]);
    await products.setPublished(OWNER, 2, 1, false);
    expect((await storefront.all()).map((product) => product.id)).toEqual([1]);
    expect(await inCategory(db, BAGS)).toEqual([]);
    expect(await storefront.byIds([2, 1])).toHaveLength(1);
    // The pages' cache, told by the change, shows it at once.
    cached.changed();
    expect(await cached.byId(2)).toBeUndefined();
    const placed = await createOrderStore(db, { now: clock }).place(
      orderFixture({
        lines: [{ productId: 2, name: "Väska", quantity: 1, unitPrice: 24_900, momsRate: 25 }],
        reservedUntil: new Date(clock().getTime() + 60_000),
      }),
    );
    expect(placed).toEqual({ ok: false, soldOut: [2] });
    expect(await products.get(2)).toMatchObject({ published: false, inStock: 2 });
  });

  it("a price change is a new price point: history kept, the 30-day lowest price true", async () => {
    const { db, products, storefront, entries, later } = await shop();
    const added = await products.addPrice(OWNER, 2, 1, { price: 19_900 });
    expect(added).toMatchObject({ ok: true, version: 2, scheduled: false });
    expect(await storefront.byId(2)).toMatchObject({
      price: 19_900,
      lowestPrice30Days: 24_900,
      discount: 20,
    });
    const rows = await db
      .selectFrom("product_prices")
      .select(["starts_at", "price"])
      .where("product_id", "=", 2)
      .orderBy("starts_at")
      .execute();
    expect(rows.map((row) => Number(row.price))).toEqual([24_900, 19_900]);
    expect((await entries("product.price"))[0]).toMatchObject({
      before: { price: 24_900 },
      after: { price: 19_900, from: NOW.toISOString() },
    });

    // A price for later: the shop is unchanged until it starts.
    const starts = new Date(NOW.getTime() + 3 * DAY);
    const scheduled = await products.addPrice(OWNER, 2, 2, { price: 22_900, startsAt: starts });
    expect(scheduled).toMatchObject({ ok: true, scheduled: true, startsAt: starts.toISOString() });
    expect((await storefront.byId(2))?.price).toBe(19_900);
    const view = await products.get(2);
    expect(view?.prices.map((point) => [point.price, point.state])).toEqual([
      [22_900, "scheduled"],
      [19_900, "current"],
      [24_900, "past"],
    ]);
    expect((await products.list(query({ text: "KB-XM-BAG" }))).rows[0]?.scheduled).toBe(true);

    // Refused: a start in the past, the same price again, a stale version.
    expect(
      await products.addPrice(OWNER, 2, 3, { price: 1_000, startsAt: new Date(NOW.getTime() - 1) }),
    ).toEqual({ ok: false, reason: "past" });
    expect(await products.addPrice(OWNER, 2, 3, { price: 19_900 })).toEqual({
      ok: false,
      reason: "same_price",
    });
    expect(await products.addPrice(OTHER, 2, 2, { price: 1_000 })).toEqual({
      ok: false,
      reason: "conflict",
    });

    // Taken back before it starts; once started, it is history and stays.
    expect(await products.cancelScheduledPrice(OWNER, 2, 3, starts.toISOString())).toEqual({
      ok: true,
      version: 4,
    });
    expect((await products.get(2))?.prices).toHaveLength(2);
    const again = await products.addPrice(OWNER, 2, 4, { price: 22_900, startsAt: starts });
    expect(again.ok).toBe(true);
    later(4 * DAY);
    expect((await storefront.byId(2))?.price).toBe(22_900);
    expect(await products.cancelScheduledPrice(OWNER, 2, 5, starts.toISOString())).toEqual({
      ok: false,
      reason: "started",
    });
    expect((await entries()).map((entry) => entry.action)).toEqual([
      "product.price.schedule",
      "product.price.cancel",
      "product.price.schedule",
      "product.price",
    ]);
  });

  it("leaves the deal of the week's prices to the deal", async () => {
    const { db, products } = await shop();
    const ends = new Date(NOW.getTime() + 2 * DAY).toISOString();
    await db
      .insertInto("deals")
      .values({
        id: "week-x",
        product_id: 2,
        starts_at: NOW.toISOString(),
        ends_at: ends,
        deal_price: 19_900,
      })
      .execute();
    await db
      .insertInto("product_prices")
      .values({ product_id: 2, starts_at: ends, price: 24_900 })
      .execute();
    expect((await products.get(2))?.prices[0]).toMatchObject({ state: "scheduled", deal: true });
    expect(await products.cancelScheduledPrice(OWNER, 2, 1, ends)).toEqual({
      ok: false,
      reason: "deal",
    });
  });

  it("adjusts stock by a number of units with a reason, never below zero", async () => {
    const { db, products, storefront, entries } = await shop();
    expect(await products.adjustStock(OWNER, 2, { quantity: 5, reason: "delivery" })).toEqual({
      ok: true,
      inStock: 7,
    });
    expect(
      await products.adjustStock(OTHER, 2, {
        quantity: -3,
        reason: "damaged",
        note: "Trasig blixtlås",
      }),
    ).toEqual({ ok: true, inStock: 4 });
    expect(await products.adjustStock(OWNER, 2, { quantity: -5, reason: "count" })).toEqual({
      ok: false,
      reason: "below_zero",
      inStock: 4,
    });
    expect(await products.adjustStock(OWNER, 99, { quantity: 1, reason: "count" })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await storefront.byId(2))?.inStock).toBe(4);
    const view = await products.get(2);
    expect(view?.adjustments.map((it) => [it.quantity, it.reason, it.stockAfter, it.by])).toEqual([
      [-3, "damaged", 4, OTHER.email],
      [5, "delivery", 7, OWNER.email],
    ]);
    expect(view?.adjustments[0]?.note).toBe("Trasig blixtlås");
    const logged = await entries("product.stock");
    expect(logged.map((entry) => [entry.before, entry.after])).toEqual([
      [{ in_stock: 7 }, { in_stock: 4, change: -3, reason: "damaged", note: "Trasig blixtlås" }],
      [{ in_stock: 2 }, { in_stock: 7, change: 5, reason: "delivery" }],
    ]);
    const rows = await db.selectFrom("stock_adjustments").select("quantity").execute();
    expect(rows).toHaveLength(2);
    // Stock adjustments do not move the optimistic version: a page open elsewhere still saves.
    expect(view?.version).toBe(1);
  });

  it("keeps stock adjustments made in the same millisecond in the order they were made", async () => {
    const { db, products } = await shop();
    for (let quantity = 1; quantity <= 40; quantity += 1) {
      await products.adjustStock(OWNER, 1, { quantity, reason: "delivery" });
    }
    const rows = await db
      .selectFrom("stock_adjustments")
      .select("quantity")
      .where("product_id", "=", 1)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => Number(row.quantity))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it.each([0, 1.5, Number.NaN, 2 ** 53])("refuses a stock change of %s units", async (quantity) => {
    const { products } = await shop();
    expect(() => products.adjustStock(OWNER, 2, { quantity, reason: "count" })).toThrow(
      new RangeError(`a stock change is a non-zero whole number, not ${quantity}`),
    );
  });

  it("takes a price from this very instant as now, and refuses a second one at the same instant", async () => {
    const { products, entries } = await shop();
    expect(await products.addPrice(OWNER, 2, 1, { price: 19_900, startsAt: NOW })).toEqual({
      ok: true,
      version: 2,
      startsAt: NOW.toISOString(),
      scheduled: false,
    });
    const starts = new Date(NOW.getTime() + DAY);
    expect(await products.addPrice(OWNER, 2, 2, { price: 22_900, startsAt: starts })).toMatchObject(
      { ok: true, version: 3 },
    );
    expect(await products.addPrice(OWNER, 2, 3, { price: 21_900, startsAt: starts })).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await products.cancelScheduledPrice(OWNER, 2, 3, starts.toISOString())).toEqual({
      ok: true,
      version: 4,
    });
    expect((await entries("product.price.cancel"))[0]).toMatchObject({
      before: { price: 22_900, from: starts.toISOString() },
    });
    expect(
      await products.cancelScheduledPrice(
        OWNER,
        2,
        4,
        new Date(NOW.getTime() + 2 * DAY).toISOString(),
      ),
    ).toEqual({ ok: false, reason: "not_found" });
  });

  it("stores an uploaded picture in every size, first in the gallery, served to the shop", async () => {
    const { db, products, storefront, entries } = await shop();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    expect(
      await products.addPicture(OWNER, 2, 1, new TextEncoder().encode("inte en bild")),
    ).toEqual({
      ok: false,
      reason: "not_image",
    });
    const added = await products.addPicture(OWNER, 2, 1, new Uint8Array(png));
    expect(added).toEqual({ ok: true, version: 2, pictureId: 100 });
    const product = await storefront.byId(2);
    expect(product?.images[0]).toEqual({
      imageId: 100,
      src: "/images/products/2/100",
      alt: { se: "Xiaomi väska, bild 1", en: "Xiaomi bag, picture 1" },
    });
    // The fixture's two colours: three views of the first, the front of the second.
    expect(product?.images.length).toBe(5);

    const files = await db
      .selectFrom("product_picture_files")
      .select(["width", "format"])
      .execute();
    expect(files).toHaveLength(8);
    const routes = createProductImageRoutes(() => Promise.resolve(undefined), {
      uploaded: createUploadedPictureReader(db),
    });
    const served = await routes.request("/images/products/2/100-320.webp");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 320]);
    expect((await routes.request("/images/products/2/101-320.webp")).status).toBe(404);

    expect(await products.removePicture(OWNER, 2, 2, 100)).toEqual({ ok: true, version: 3 });
    expect((await routes.request("/images/products/2/100-320.webp")).status).toBe(404);
    expect((await storefront.byId(2))?.images.map((image) => image.imageId)).toEqual([1, 2, 3, 4]);
    // A new upload takes a new id: a file once served never changes.
    expect(await products.addPicture(OWNER, 2, 3, new Uint8Array(png))).toMatchObject({
      pictureId: 101,
    });
    expect((await entries()).map((entry) => entry.action)).toEqual([
      "product.picture.add",
      "product.picture.remove",
      "product.picture.add",
    ]);
  });
});
