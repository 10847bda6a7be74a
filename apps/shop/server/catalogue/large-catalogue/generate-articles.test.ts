import { describe, expect, it } from "vitest";
import { productImages } from "../../../domain/catalogue/product-images.ts";
import { seedProducts } from "../seed/index.ts";
import { TAG_PAGE_PATH } from "../seed/tags.ts";
import { devicesOf, generateArticles } from "./generate-articles.ts";

const generate = (count: number, seed?: number) => [
  ...generateArticles({ base: seedProducts, count, firstId: 100_000, seed }),
];

describe("the large catalogue's articles", () => {
  const articles = generate(6000);

  it("are as many as asked, with ids in sequence from the first", () => {
    expect(articles.map((it) => it.id)).toEqual(
      Array.from({ length: 6000 }, (_, i) => 100_000 + i),
    );
  });

  it("never repeat an SKU, a slug or a name, nor take a demo product's slug", () => {
    const demoSlugs = new Set(seedProducts.map((it) => it.slug));
    expect(new Set(articles.map((it) => it.sku)).size).toBe(articles.length);
    expect(new Set(articles.map((it) => it.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((it) => it.name.se)).size).toBe(articles.length);
    expect(articles.filter((it) => demoSlugs.has(it.slug))).toEqual([]);
  });

  it("are the same for the same seed, and a longer run starts with the shorter one", () => {
    expect(generate(300)).toEqual(articles.slice(0, 300));
    expect(generate(300, 38).map((it) => it.sku)).not.toEqual(
      articles.slice(0, 300).map((it) => it.sku),
    );
  });

  it("mix every kind of device and the universal accessories early on", () => {
    const first = articles.slice(0, 1000);
    const fitted = new Set(first.flatMap((it) => it.specifications.map((row) => row.value.se)));
    const devices = devicesOf(seedProducts);
    const covered = devices.filter((device) => fitted.has(device.name));
    expect(covered.length).toBeGreaterThan(devices.length * 0.8);
    expect(first.some((it) => it.name.se.includes(" laddkabel "))).toBe(true);
    expect(first.some((it) => it.type === "scooter_part")).toBe(true);
  });

  it("are priced as a Swedish shop prices, with a history whose last entry is now", () => {
    const wrong = articles.filter(
      (it) =>
        it.prices.length === 0 ||
        it.prices.some((price) => price.price % 100 !== 0 || (price.price / 100) % 10 !== 9) ||
        it.prices[0]!.daysAgo !== it.availableDaysAgo ||
        it.prices.some((price, i) => i > 0 && price.daysAgo >= it.prices[i - 1]!.daysAgo),
    );
    expect(wrong.map((it) => it.sku)).toEqual([]);
    const reduced = articles.filter((it) => it.prices.length > 1);
    expect(reduced.length / articles.length).toBeGreaterThan(0.05);
    expect(reduced.every((it) => it.prices.at(-1)!.price < it.mrp && it.label?.se === "Rea")).toBe(
      true,
    );
  });

  it("list parts on their device's category pages, and every tagged article on the tag page", () => {
    const iphone15 = articles.filter(
      (it) => it.name.se.includes(" till iPhone 15,") || it.name.se.endsWith(" till iPhone 15"),
    );
    expect(iphone15.length).toBeGreaterThan(10);
    expect(iphone15.every((it) => it.categoryPaths.includes("/apple/iphone"))).toBe(true);
    const misfiled = articles.filter(
      (it) => it.tags.length > 0 !== it.categoryPaths.includes(TAG_PAGE_PATH),
    );
    expect(misfiled).toEqual([]);
  });

  it("say which model a scooter part of a kind the doctor names fits: its scooter's", () => {
    const tyres = articles.filter((it) =>
      /ytterdäck till Xiaomi Electric Scooter 4(,|$)/.test(it.name.se),
    );
    expect(tyres.length).toBeGreaterThan(0);
    expect(new Set(tyres.map((it) => JSON.stringify(it.fitment)))).toEqual(
      new Set([JSON.stringify({ kind: "tyre", fits: ["xiaomi-scooter-4"], notFits: [] })]),
    );
    const grips = articles.filter(
      (it) => it.name.se.includes(" styrgrepp ") && it.type === "scooter_part",
    );
    expect(grips.length).toBeGreaterThan(0);
    expect(grips.filter((it) => it.fitment)).toEqual([]);
    expect(articles.filter((it) => it.type !== "scooter_part" && it.fitment)).toEqual([]);
  });

  it("name their supplier, its address and the article's colour, in both languages", () => {
    const case_ = articles.find((it) => it.sku.startsWith("KB-NK-") && it.colors.length === 1)!;
    expect(case_.name.se).toMatch(/^Nordkraft [a-zåäö]/);
    expect(case_.name.en).toMatch(/^Nordkraft /);
    expect(case_.manufacturerAddress).toContain("Sverige");
    expect(productImages(case_).images.length).toBeGreaterThan(0);
  });

  it("go on past every supplier and colour with earlier years' models, still unique", () => {
    const many = generate(90_000).slice(80_000);
    expect(many.some((it) => it.name.se.endsWith("(modell 2025)"))).toBe(true);
    expect(new Set(many.map((it) => it.slug)).size).toBe(many.length);
  });
});
