import { describe, expect, it } from "vitest";
import { availability, jsonLdText, productJsonLd, sekDecimal } from "./product-json-ld.ts";

const product = {
  id: 1001,
  slug: "iphone-16",
  sku: "KB-IPH16",
  name: { se: "iPhone 16", en: "iPhone 16" },
  description: { se: "En mobil.", en: "A phone." },
  brand: "Apple",
  images: [{ imageId: 1, src: "/images/products/1001/1", alt: { se: "", en: "" } }],
  price: 1_299_050,
  available: true,
  inStock: 4,
  ratingStars: 4.5,
  totalReviews: 12,
};

describe("productJsonLd", () => {
  const data = productJsonLd(product, { origin: "https://kretsbutiken.se", language: "en" });

  it("offers the price in SEK as a decimal string, at the canonical url", () => {
    expect(data.offers).toEqual({
      "@type": "Offer",
      url: "https://kretsbutiken.se/product/iphone-16/1001",
      price: "12990.50",
      priceCurrency: "SEK",
      availability: "https://schema.org/InStock",
    });
    expect(data.url).toBe("https://kretsbutiken.se/product/iphone-16/1001");
  });

  it("names the product, its sku, brand, images and description in the page's language", () => {
    expect(data).toMatchObject({
      "@type": "Product",
      name: "iPhone 16",
      sku: "KB-IPH16",
      brand: { "@type": "Brand", name: "Apple" },
      image: ["https://kretsbutiken.se/images/products/1001/1-960.webp"],
      description: "A phone.",
    });
  });

  it("rates only a reviewed product", () => {
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const unreviewed = productJsonLd(
      { ...product, totalReviews: 0 },
      { origin: "", language: "se" },
    );
    expect(unreviewed).not.toHaveProperty("aggregateRating");
  });

  it("repeats the first five reviews the page shows as Review items", () => {
    const review = (n: number) => ({
      id: `r${n}`,
      stars: (n % 5) + 1,
      name: `Kund ${n}`,
      title: `Rubrik ${n}`,
      body: "<b>Inte fet</b>, bara text.",
      verified: true,
      helpful: 0,
      createdAt: `2026-10-0${n}T08:00:00.000Z`,
    });
    const withReviews = productJsonLd(product, {
      origin: "",
      language: "se",
      reviews: [1, 2, 3, 4, 5, 6].map(review),
    });
    expect(withReviews.review).toHaveLength(5);
    expect((withReviews.review as unknown[])[0]).toEqual({
      "@type": "Review",
      name: "Rubrik 1",
      reviewBody: "<b>Inte fet</b>, bara text.",
      datePublished: "2026-10-01",
      author: { "@type": "Person", name: "Kund 1" },
      reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5, worstRating: 1 },
    });
    expect(data).not.toHaveProperty("review");
  });
});

describe("sekDecimal", () => {
  it.each([
    [1_599_000, "15990.00"],
    [4_900, "49.00"],
    [1_299_050, "12990.50"],
    [5, "0.05"],
    [0, "0.00"],
  ])("%i öre is %s", (ore, text) => {
    expect(sekDecimal(ore)).toBe(text);
  });
});

describe("availability", () => {
  it.each([
    [{ available: true, inStock: 3 }, "https://schema.org/InStock"],
    [{ available: true, inStock: 0 }, "https://schema.org/OutOfStock"],
    [{ available: false, inStock: 3 }, "https://schema.org/Discontinued"],
  ])("%j is %s", (stock, expected) => {
    expect(availability(stock)).toBe(expected);
  });
});

describe("jsonLdText", () => {
  it("writes < as \\u003c so the data cannot close the script", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script> <!--" });
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> <!--" });
  });
});
