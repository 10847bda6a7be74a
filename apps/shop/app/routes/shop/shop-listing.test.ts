import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createCachedCatalogue,
  type ShopCatalogue,
} from "../../../server/catalogue/cached-catalogue.ts";
import { seedCatalogue } from "../../../server/catalogue/seed-catalogue.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { useShopTestDatabases } from "../../../test-support/test-database.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { ShopServices } from "../../../server/shop-services.ts";
import { loader } from "./shop-listing.tsx";

const products = Array.from({ length: 30 }, (_, i) =>
  seedFixture({
    id: i + 1,
    brand: i % 3 === 0 ? "Samsung" : "Apple",
    type: i < 25 ? "phone" : "tablet",
    prices: [{ daysAgo: 200, price: (i + 1) * 100_00 }],
    totalPurchases: 100 - i,
  }),
);

let catalogue: ShopCatalogue;

async function load(path: string, id?: string) {
  const context = new RouterContextProvider();
  // Only the catalogue is called by this loader.
  context.set(servicesContext, { catalogue } as ShopServices);
  const request = new Request(`http://shop.test${path}`);
  return loader({
    request,
    url: new URL(request.url),
    pattern: "shop/shop_list/*",
    params: id === undefined ? {} : { "*": id },
    context,
  });
}

async function status(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("shop listing loader", () => {
  const databases = useShopTestDatabases({ dialect: "sqlite" });
  beforeAll(async () => {
    const database = await databases.open();
    await seedCatalogue(database.db, products);
    catalogue = createCachedCatalogue(database.db, { checkEveryMs: 1000 });
  });

  it("lists a scope, filtered and paged from the query", async () => {
    const data = await load("/shop/shop_list/phone?brand=apple&maxPrice=2000&page=1", "phone");
    expect(data.layoutName).toBe("shop_list");
    expect(data.scopeName?.se).toBe("Mobiltelefoner");
    expect(data.listing.total).toBe(13);
    expect(data.listing.products.every((p) => p.brand === "Apple" && p.price <= 2000_00)).toBe(
      true,
    );
  });

  it("clamps a page past the end and ignores bogus parameters", async () => {
    const data = await load(
      "/shop/shop_no_sidebar?page=abc&minPrice=-5&brand=%3Cscript%3E&page=99",
    );
    expect(data.query.brands).toEqual([]);
    expect(data.query.minPrice).toBeUndefined();
    expect(data.listing.total).toBe(30);
    const last = await load("/shop/shop_no_sidebar?page=99");
    expect(last.query.page).toBe(2);
    expect(last.listing.products).toHaveLength(6);
  });

  it("holds every page so far on the infinite listing", async () => {
    const data = await load("/shop/shop_list_infinite?page=2");
    expect(data.listing.products).toHaveLength(30);
  });

  it("offers category tiles on shop_with_category", async () => {
    const data = await load("/shop/shop_with_category/tablet", "tablet");
    expect(data.tiles).toEqual([
      { type: "phone", count: 25 },
      { type: "tablet", count: 5 },
    ]);
    expect(data.listing.total).toBe(5);
  });

  it.each([
    ["/shop/shop_list/nokia", "nokia"],
    ["/shop/shop_list/phone/apple", "phone/apple"],
    ["/shop/shop_list/bad%20id", "bad id"],
  ])("answers 404 for %s", async (path, id) => {
    expect(await status(load(path, id))).toBe(404);
  });
});
