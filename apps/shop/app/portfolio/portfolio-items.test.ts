import { describe, expect, it } from "vitest";
import { productImages } from "../../domain/catalogue/product-images.ts";
import type { ProductType } from "../../domain/catalogue/product.ts";
import {
  filterPortfolio,
  parsePortfolioType,
  PER_TYPE,
  portfolioItems,
  portfolioTabs,
  type PortfolioProduct,
} from "./portfolio-items.ts";

function product(id: number, type: ProductType, colors: string[] = ["black", "white"]) {
  const name = { se: `Vara ${id}`, en: `Item ${id}` };
  const { images } = productImages({ id, type, colors, name });
  return { id, slug: `vara-${id}`, type, name, colors, images } satisfies PortfolioProduct;
}

const range = (from: number, count: number, type: ProductType, colors?: string[]) =>
  Array.from({ length: count }, (_, i) => product(from + i, type, colors));

const catalogue = [
  ...range(100, 10, "phone"),
  ...range(200, 2, "tablet", []),
  ...range(300, 5, "fashion"),
  ...range(400, 8, "scooter", ["red"]),
];

describe("the portfolio's pictures", () => {
  const items = portfolioItems(catalogue);

  it("spread PER_TYPE picks over each kind's products by id", () => {
    const phones = items.filter((it) => it.type === "phone");
    expect(PER_TYPE).toBe(4);
    expect(phones.map((it) => it.key.split("-")[0])).toEqual(["100", "102", "105", "107"]);
  });

  it("take all of a kind with fewer products, and none of kinds not shown", () => {
    expect(items.filter((it) => it.type === "tablet")).toHaveLength(2);
    expect(items.some((it) => (it.type as string) === "fashion")).toBe(false);
    expect(items).toHaveLength(4 + 2 + 4);
  });

  it("let the kinds take turns", () => {
    expect(items.slice(0, 6).map((it) => it.type)).toEqual([
      "phone",
      "tablet",
      "scooter",
      "phone",
      "tablet",
      "scooter",
    ]);
  });

  it("show another view or colour at each pick, with a caption saying which", () => {
    const phones = items.filter((it) => it.type === "phone");
    expect(phones.map((it) => it.image.imageId)).toEqual([1, 2, 3, 4]);
    expect(phones.map((it) => it.caption.se)).toEqual([
      "Svart, framsida",
      "Svart, baksida",
      "Svart, sida",
      "Vit, framsida",
    ]);
    expect(phones[3]!.caption.en).toBe("White, front");
    // One colour: three pictures, so the fourth pick starts over at the front.
    const scooters = items.filter((it) => it.type === "scooter");
    expect(scooters.map((it) => it.caption.en)).toEqual([
      "Red, front",
      "Red, back",
      "Red, side",
      "Red, front",
    ]);
  });

  it("say only the view for a product in no colour", () => {
    const tablet = items.find((it) => it.type === "tablet")!;
    expect(tablet.caption).toEqual({ se: "Framsida", en: "Front" });
  });

  it("link each picture to its product page, under a unique key", () => {
    expect(items[0]!.path).toBe("/product/vara-100/100");
    expect(new Set(items.map((it) => it.key)).size).toBe(items.length);
  });

  it("vary the frames, the same for the same catalogue in any order", () => {
    expect(new Set(items.map((it) => it.shape))).toEqual(new Set(["square", "tall", "wide"]));
    expect(portfolioItems([...catalogue].reverse())).toEqual(items);
  });

  it("are none for a catalogue without the kinds shown", () => {
    expect(portfolioItems(range(1, 3, "flower"))).toEqual([]);
  });
});

describe("the portfolio's filter", () => {
  const items = portfolioItems(catalogue);

  it.each([
    ["phone", "phone"],
    ["scooter", "scooter"],
    [null, undefined],
    ["", undefined],
    ["fashion", undefined],
    ["PHONE", undefined],
    ["no-such-kind", undefined],
  ] as const)("reads ?type=%s as %s", (value, type) => {
    expect(parsePortfolioType(value)).toBe(type);
  });

  it("shows one kind, or all", () => {
    expect(filterPortfolio(items, "tablet").map((it) => it.type)).toEqual(["tablet", "tablet"]);
    expect(filterPortfolio(items, undefined)).toEqual(items);
  });

  it("has a tab for all, then one per kind with pictures, with counts", () => {
    expect(portfolioTabs(items)).toEqual([
      { type: undefined, count: 10 },
      { type: "phone", name: { se: "Mobiltelefoner", en: "Mobile phones" }, count: 4 },
      { type: "tablet", name: { se: "Surfplattor", en: "Tablets" }, count: 2 },
      { type: "scooter", name: { se: "Elsparkcyklar", en: "Electric scooters" }, count: 4 },
    ]);
  });
});
