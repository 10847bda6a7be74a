import { describe, expect, it } from "vitest";
import type { Product } from "../../app/catalogue/product.ts";
import type { Catalogue } from "./catalogue.ts";
import { createCatalogueSearch, INDEX_TTL_MS } from "./catalogue-search.ts";

function fakeProduct(id: number, name: string, price: number): Product {
  const text = { se: name, en: name };
  return {
    ...({} as Product),
    id,
    sku: `KB-${id}`,
    type: "audio",
    name: text,
    description: text,
    category: { se: "Hörlurar och headset", en: "Headphones and headsets" },
    department: { se: "Ljud", en: "Audio" },
    brand: "Sony",
    manufacturer: "Sony",
    tags: [],
    available: true,
    inStock: 1,
    totalPurchases: id,
    price,
  };
}

/** A catalogue whose products and failures a test controls, counting full reads. */
function fakeCatalogue(products: Product[]) {
  const state = { products, reads: 0, fail: false };
  const catalogue: Catalogue = {
    all: () => {
      state.reads += 1;
      return state.fail
        ? Promise.reject(new Error("database down"))
        : Promise.resolve(state.products);
    },
    byId: () => Promise.resolve(undefined),
    byIds: (ids) =>
      Promise.resolve(ids.flatMap((id) => state.products.filter((product) => product.id === id))),
  };
  return { catalogue, state };
}

describe("catalogue search", () => {
  it("finds products and says how many matched", async () => {
    const { catalogue } = fakeCatalogue([
      fakeProduct(1, "Hörlurar A", 100),
      fakeProduct(2, "Hörlurar B", 200),
      fakeProduct(3, "Högtalare", 300),
    ]);
    const search = createCatalogueSearch(catalogue);
    const results = await search.search("hörlurar", "se", 1);
    expect(results.total).toBe(3);
    expect(results.products).toHaveLength(1);
  });

  it("builds the index once per TTL, and shows today's prices", async () => {
    let now = 0;
    const { catalogue, state } = fakeCatalogue([fakeProduct(1, "Hörlurar", 100)]);
    const search = createCatalogueSearch(catalogue, () => new Date(now));
    await search.search("hörlurar", "se", 8);
    state.products = [fakeProduct(1, "Hörlurar", 90)];
    now = INDEX_TTL_MS - 1;
    const cached = await search.search("hörlurar", "se", 8);
    expect(state.reads).toBe(1);
    expect(cached.products[0]?.price).toBe(90);
    now = INDEX_TTL_MS;
    await search.search("hörlurar", "se", 8);
    expect(state.reads).toBe(2);
  });

  it("leaves out products gone since the index was built", async () => {
    const { catalogue, state } = fakeCatalogue([fakeProduct(1, "Hörlurar", 100)]);
    const search = createCatalogueSearch(catalogue, () => new Date(0));
    await search.search("hörlurar", "se", 8);
    state.products = [];
    expect((await search.search("hörlurar", "se", 8)).products).toEqual([]);
  });

  it("does not read the catalogue for an empty query", async () => {
    const { catalogue, state } = fakeCatalogue([fakeProduct(1, "Hörlurar", 100)]);
    const search = createCatalogueSearch(catalogue);
    expect(await search.search("", "se", 8)).toEqual({ total: 0, products: [] });
    expect(state.reads).toBe(0);
  });

  it("does not keep a failed build", async () => {
    const { catalogue, state } = fakeCatalogue([fakeProduct(1, "Hörlurar", 100)]);
    const search = createCatalogueSearch(catalogue, () => new Date(0));
    state.fail = true;
    await expect(search.search("hörlurar", "se", 8)).rejects.toThrow("database down");
    state.fail = false;
    expect((await search.search("hörlurar", "se", 8)).total).toBe(1);
  });
});
