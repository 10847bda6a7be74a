// Small hand-made seed products for tests of the catalogue's storage and rules, so those tests
// do not move when the demo catalogue's content changes.
import type { SeedProduct } from "../server/catalogue/seed/seed-product.ts";

const text = (se: string, en: string) => ({ se, en });

export function seedFixture(
  overrides: Partial<SeedProduct> & Pick<SeedProduct, "id">,
): SeedProduct {
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
    ratingStars: 4.5,
    totalPurchases: 120,
    totalReviews: 30,
    mrp: 999900,
    feature: [text("Snabb", "Fast")],
    new: false,
    available: true,
    department: text("Mobiler och surfplattor", "Phones and tablets"),
    manufacturer: "Apple",
    manufacturerAddress:
      "Apple Distribution International Ltd., Hollyhill Industrial Estate, Cork, Irland",
    safety: text("Ladda med en CE-märkt laddare.", "Charge with a CE-marked charger."),
    size: "6,1 tum",
    colors: ["black", "blue"],
    sizeoption: ["128 GB", "256 GB"],
    specifications: [{ label: text("Skärm", "Screen"), value: text("6,1 tum", "6.1 in") }],
    tags: [],
    prices: [{ daysAgo: 200, price: 999900 }],
    availableDaysAgo: 200,
    ...overrides,
  };
}
