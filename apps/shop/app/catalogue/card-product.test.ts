import { describe, expect, it } from "vitest";
import { toCardProduct } from "./card-product.ts";
import type { Product } from "../../domain/catalogue/product.ts";

const text = (se: string, en: string) => ({ se, en });

const product: Product = {
  id: 7,
  sku: "KB-7",
  slug: "telefon-7",
  type: "phone",
  name: text("Telefon", "Phone"),
  description: text("Bra.", "Good."),
  category: text("Mobiler", "Phones"),
  categoryPaths: ["/apple/iphone"],
  brand: "Apple",
  inStock: 4,
  discount: 10,
  ratingStars: 4.5,
  totalPurchases: 12,
  totalReviews: 3,
  mrp: 100000,
  price: 90000,
  lowestPrice30Days: 100000,
  feature: [text("Snabb", "Fast")],
  new: false,
  available: true,
  first_available_date: "01-01-2026",
  department: text("Mobiler", "Phones"),
  manufacturer: "Apple",
  manufacturerAddress: "Cork",
  safety: text("Ladda rätt.", "Charge right."),
  size: "",
  colors: ["black", "blue"],
  sizeoption: [],
  colorvariants: [{ color: "black", imageId: 1 }],
  images: [
    { imageId: 1, src: "/images/products/7/1", alt: text("framsida", "front") },
    { imageId: 2, src: "/images/products/7/2", alt: text("baksida", "back") },
  ],
  specifications: [{ label: text("Skärm", "Screen"), value: text("6 tum", "6 in") }],
  tags: ["laddare"],
};

describe("toCardProduct", () => {
  it("keeps what a card shows and its buttons need, with the first picture only", () => {
    const card = toCardProduct(product);
    expect(card).toEqual({
      id: 7,
      slug: "telefon-7",
      type: "phone",
      name: product.name,
      description: product.description,
      brand: "Apple",
      ratingStars: 4.5,
      totalReviews: 3,
      totalPurchases: 12,
      price: 90000,
      discount: 10,
      lowestPrice30Days: 100000,
      inStock: 4,
      available: true,
      new: false,
      images: [product.images[0]],
    });
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(product).length / 2);
  });

  it("keeps only the class of a phone's energy label, for the arrow", () => {
    const card = toCardProduct({
      ...product,
      energyLabel: {
        energyClass: "B",
        enduranceMinutes: 2490,
        cycles: 1000,
        repairabilityClass: "C",
        dropClass: "B",
        ipRating: "IP68",
        sparePartsYears: 7,
        osUpdateYears: 5,
        registration: "DEMO-1",
      },
    });
    expect(card.energyClass).toBe("B");
    expect(card).not.toHaveProperty("energyLabel");
    expect(toCardProduct(product)).not.toHaveProperty("energyClass");
  });
});
