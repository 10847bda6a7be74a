// A small hand-made Product (as routes see it, prices already computed) for tests of pure
// listing rules, so they do not move when the demo catalogue changes.
import type { Product } from "../domain/catalogue/product.ts";

const text = (se: string, en: string) => ({ se, en });

export function productFixture(overrides: Partial<Product> & Pick<Product, "id">): Product {
  const { id } = overrides;
  return {
    sku: `KB-TEST-${id}`,
    slug: `testprodukt-${id}`,
    type: "phone",
    name: text(`Testmobil ${id}`, `Test phone ${id}`),
    description: text("En mobil för provning.", "A phone for testing."),
    category: text("Mobiltelefoner", "Mobile phones"),
    categoryPaths: ["/apple/iphone"],
    brand: "Apple",
    inStock: 10,
    discount: 0,
    ratingStars: 4,
    totalPurchases: 100,
    totalReviews: 10,
    mrp: 500000,
    price: 500000,
    feature: [],
    new: false,
    available: true,
    first_available_date: "01-01-2025",
    department: text("Mobil och surfplatta", "Phones and tablets"),
    manufacturer: "Apple",
    manufacturerAddress: "Cork, Irland",
    safety: text("", ""),
    size: "",
    colors: ["black"],
    sizeoption: [],
    colorvariants: [],
    images: [],
    specifications: [],
    tags: [],
    ...overrides,
  };
}
