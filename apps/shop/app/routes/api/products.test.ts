import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../../server/catalogue/catalogue.ts";
import type { CataloguePages } from "../../../server/catalogue/catalogue-pages.ts";
import { pickCompanion } from "../../../domain/shopper-lists/compare-rules.ts";
import { productFixture } from "../../../test-support/product-fixture.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { ShopServices } from "../../../server/shop-services.ts";
import { loader as companionLoader } from "./compare-companion.ts";
import { loader } from "./products.ts";

const products = [
  productFixture({ id: 1, type: "phone", totalPurchases: 10 }),
  productFixture({ id: 2, type: "phone", totalPurchases: 70 }),
  productFixture({ id: 3, type: "tablet", totalPurchases: 900 }),
];

// The companion's query is held to pickCompanion by server/catalogue/catalogue-pages.test.ts.
const catalogue: Catalogue & Pick<CataloguePages, "companion"> = {
  all: () => Promise.resolve(products),
  byId: () => Promise.resolve(undefined),
  byIds: (ids) => Promise.resolve(ids.flatMap((id) => products.find((p) => p.id === id) ?? [])),
  companion: (first) => Promise.resolve(pickCompanion(first, products)),
};

function args(path: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { catalogue } as ShopServices);
  const request = new Request(`http://shop.test${path}`);
  return { request, url: new URL(request.url), params: {}, context, pattern: "" };
}

async function get(path: string) {
  const response = path.startsWith("/api/products")
    ? await loader(args(path))
    : await companionLoader(args(path));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/products", () => {
  it("answers the known products of the ids, leaving out bogus and unknown ones", async () => {
    const { status, body } = await get("/api/products?ids=2,abc,99,1");
    expect(status).toBe(200);
    expect((body.products as { id: number }[]).map((p) => p.id)).toEqual([2, 1]);
  });

  it.each([
    ["/api/products", 400],
    ["/api/products?ids=", 200],
    ["/api/products?ids=%00,%F0", 200],
    [`/api/products?ids=${"1,".repeat(101)}`, 400],
  ])("%s answers %s with a clear message, never 500", async (path, expected) => {
    const { status, body } = await get(path);
    expect(status).toBe(expected);
    if (expected === 400) expect(body.error).toMatch(/ids/);
  });
});

describe("GET /api/compare-companion", () => {
  it.each([
    ["/api/compare-companion?id=1", 200, 2],
    ["/api/compare-companion?id=3", 200, null],
    ["/api/compare-companion?id=42", 200, null],
    ["/api/compare-companion?id=nope", 400, undefined],
  ])("%s", async (path, status, companion) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    const product = answer.body.product as { id: number } | null | undefined;
    expect(product === null || product === undefined ? product : product.id).toBe(companion);
  });
});
