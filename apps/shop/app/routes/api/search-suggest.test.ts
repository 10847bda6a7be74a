import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createCatalogueSearch } from "../../../server/catalogue/catalogue-search.ts";
import type { Catalogue } from "../../../server/catalogue/catalogue.ts";
import { memorySearchEngine } from "../../../test-support/memory-search-engine.ts";
import { productFixture } from "../../../test-support/product-fixture.ts";
import type { SuggestResponse } from "../../catalogue/search/suggestion.ts";
import { preferencesContext } from "../../context/preferences-context.ts";
import { servicesContext } from "../../context/services-context.ts";
import type { ShopServices } from "../../../server/shop-services.ts";
import type { Preferences } from "../../../domain/preferences/preferences.ts";
import { loader } from "./search-suggest.ts";

const headphones = (id: number) =>
  productFixture({
    id,
    type: "audio",
    slug: `horlurar-${id}`,
    name: { se: `Trådlösa hörlurar ${id}`, en: `Wireless headphones ${id}` },
    category: { se: "Hörlurar och headset", en: "Headphones and headsets" },
    brand: "Sony",
    price: 99900 + id,
    images: [{ imageId: 1, src: `/images/products/${id}/1`, alt: { se: "", en: "" } }],
  });
const products = [
  ...Array.from({ length: 12 }, (_, i) => headphones(i + 1)),
  productFixture({ id: 50 }),
];

const catalogue: Catalogue = {
  all: () => Promise.resolve(products),
  byId: () => Promise.resolve(undefined),
  byIds: (ids) => Promise.resolve(ids.flatMap((id) => products.find((p) => p.id === id) ?? [])),
};
const search = createCatalogueSearch({
  engine: memorySearchEngine(() => products).engine,
  catalogue,
});

async function get(query: string) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { catalogue, search } as ShopServices);
  context.set(preferencesContext, { language: "se" } as Preferences);
  const request = new Request(`http://shop.test/api/search/suggest${query}`);
  const response = await loader({
    request,
    url: new URL(request.url),
    params: {},
    context,
    pattern: "",
  });
  return { response, body: (await response.json()) as SuggestResponse };
}

describe("GET /api/search/suggest", () => {
  it("answers at most 8 suggestions with name, URL, price and thumbnail", async () => {
    const { response, body } = await get("?q=horlurar");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=30");
    expect(body.total).toBe(12);
    expect(body.suggestions).toHaveLength(8);
    const [first] = body.suggestions;
    expect(first?.name).toMatch(/^Trådlösa hörlurar/);
    expect(first?.url).toMatch(/^\/product\/horlurar-\d+\/\d+$/);
    expect(first?.price).toBeGreaterThan(99900);
    expect(first?.thumbnail).toMatch(/^\/images\/products\/\d+\/1-160\.webp$/);
  });

  it("names products in the language asked for", async () => {
    const { body } = await get("?q=headphones&lang=en");
    expect(body.suggestions[0]?.name).toMatch(/^Wireless headphones/);
  });

  it.each([
    ["", 0],
    ["?q=", 0],
    ["?q=%20%20", 0],
    ["?q=%00%01%1b", 0],
    [`?q=${"a".repeat(1000)}`, 0],
    [`?q=${encodeURIComponent("hörlurar ".repeat(200))}`, 12],
    ["?q=%F0%9F%98%80", 0],
    ["?q=%E0%A4", 0],
    ["?q=<script>&lang=xx", 0],
    ["?q=hörlurar&q=mobil", 12],
    ["?lang=en&q=", 0],
  ])("%s answers 200 with %i hits, never 500", async (query, total) => {
    const { response, body } = await get(query);
    expect(response.status).toBe(200);
    expect(body.total).toBe(total);
    expect(body.query.length).toBeLessThanOrEqual(100);
  });
});
