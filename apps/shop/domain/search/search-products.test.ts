import { describe, expect, test } from "vitest";
import type { Product, ProductType } from "../catalogue/product.ts";
import { buildSearchIndex } from "./search-index.ts";
import { searchProducts } from "./search-products.ts";

const text = (se: string, en = se) => ({ se, en });

function product(
  id: number,
  fields: {
    type: ProductType;
    name: [string, string];
    brand: string;
    category: [string, string];
    description?: string;
    tags?: string[];
  },
): Product {
  return {
    id,
    sku: `KB-T${id}`,
    slug: `produkt-${id}`,
    type: fields.type,
    name: text(...fields.name),
    description: text(fields.description ?? "", fields.description ?? ""),
    category: text(...fields.category),
    categoryPaths: [],
    brand: fields.brand,
    inStock: 5,
    discount: 0,
    ratingStars: 4,
    totalPurchases: 100 - (id % 100),
    totalReviews: 10,
    mrp: 10000,
    price: 10000,
    feature: [],
    new: false,
    available: true,
    first_available_date: "01-01-2025",
    department: text("Avdelning", "Department"),
    manufacturer: fields.brand,
    manufacturerAddress: "",
    safety: text(""),
    size: "",
    colors: [],
    sizeoption: [],
    colorvariants: [],
    images: [],
    specifications: [],
    tags: fields.tags ?? [],
  };
}

const PHONES: [string, string] = ["Mobiltelefoner", "Mobile phones"];
const catalogue = [
  product(1, { type: "phone", name: ["iPhone 16", "iPhone 16"], brand: "Apple", category: PHONES }),
  product(2, {
    type: "phone",
    name: ["Galaxy S24", "Galaxy S24"],
    brand: "Samsung",
    category: PHONES,
    description: "Levereras utan laddare och hörlurar.",
  }),
  product(3, {
    type: "audio",
    name: ["Trådlösa hörlurar WH-1000", "Wireless headphones WH-1000"],
    brand: "Sony",
    category: ["Hörlurar och headset", "Headphones and headsets"],
    tags: ["brusreducering", "trådlös"],
  }),
  product(4, {
    type: "accessory",
    name: ["USB-C-kabel 2 m", "USB-C cable 2 m"],
    brand: "Anker",
    category: ["Laddare och kablar", "Chargers and cables"],
    tags: ["kabel"],
  }),
  product(5, {
    type: "accessory",
    name: ["Snabbladdare 30 W", "Fast charger 30 W"],
    brand: "Anker",
    category: ["Laddare och kablar", "Chargers and cables"],
    tags: ["laddare"],
  }),
  product(6, {
    type: "bag",
    name: ["Axelväska för surfplatta", "Shoulder bag for tablets"],
    brand: "Kretsbutiken",
    category: ["Väskor och fodral", "Bags and cases"],
  }),
  product(7, {
    type: "bag",
    name: ["Fodral till Switch", "Case for Switch"],
    brand: "Hori",
    category: ["Väskor och fodral", "Bags and cases"],
  }),
  product(8, {
    type: "console",
    name: ["PlayStation 5 Slim", "PlayStation 5 Slim"],
    brand: "Sony",
    category: ["Konsoler", "Consoles"],
  }),
  product(9, {
    type: "scooter",
    name: ["Elsparkcykel Pro 2", "Electric scooter Pro 2"],
    brand: "Xiaomi",
    category: ["Elsparkcyklar", "Electric scooters"],
  }),
  product(10, {
    type: "scooter_part",
    name: ["Däck 8,5 tum", "Tyre 8.5 in"],
    brand: "Xiaomi",
    category: ["Reservdelar", "Spare parts"],
    tags: ["däck", "reservdel"],
  }),
  product(11, {
    type: "accessory",
    name: ["Ersättningsskärm till iPhone 16", "Replacement screen for iPhone 16"],
    brand: "Fixkit",
    category: ["Reservdelar", "Spare parts"],
  }),
];
const index = buildSearchIndex(catalogue);
const ids = (query: string, language: "se" | "en" = "se") =>
  searchProducts(index, query, language).map((hit) => hit.id);

describe("searchProducts: Swedish forms and keyboards", () => {
  test.each([
    ["hörlurar", 3],
    ["horlurar", 3],
    ["hoerlurar", 3],
    ["HÖRLUR", 3],
    ["mobiler", 1],
    ["mobil", 2],
    ["kablar", 4],
    ["kabel", 4],
    ["laddare", 5],
    ["väskor", 6],
    ["vaskor", 6],
    ["fodralen", 7],
    ["konsoler", 8],
    ["elsparkcyklar", 9],
    ["elsparkcykel", 9],
    ["däck", 10],
    ["väska", 6],
    ["laddaren", 5],
    ["dack", 10],
  ])("%s finds product %i", (query, id) => {
    expect(ids(query)).toContain(id);
  });

  test("mobiler finds the phones and nothing else", () => {
    expect(ids("mobiler").sort()).toEqual([1, 2]);
  });
});

describe("searchProducts: typeahead prefixes", () => {
  test.each([
    ["hörl", 3],
    ["playst", 8],
    ["iph", 1],
    ["galaxy s2", 2],
  ])("%s finds product %i first", (query, id) => {
    expect(ids(query)[0]).toBe(id);
  });
});

describe("searchProducts: several words must all match", () => {
  test("brand and kind", () => {
    expect(ids("sony hörlurar")).toEqual([3]);
    // The cable is filed under "Laddare och kablar" too, but the charger is named one.
    expect(ids("anker laddare")).toEqual([5, 4]);
  });
  test("a word that matches nothing leaves nothing", () => {
    expect(ids("sony brödrost")).toEqual([]);
  });
  test("words may match in any field and any order", () => {
    expect(ids("slim playstation 5")).toEqual([8]);
  });
});

describe("searchProducts: ranking", () => {
  test("a name or category hit ranks above a description hit", () => {
    // The Galaxy's description mentions hörlurar; the headphones are hörlurar.
    const found = ids("hörlurar");
    expect(found).toEqual([3, 2]);
  });
  test("an exact word ranks above a prefix, a prefix above a stem", () => {
    const kabel = product(20, {
      type: "accessory",
      name: ["Kabel", "Cable"],
      brand: "X",
      category: ["Tillbehör", "Accessories"],
    });
    const kabelvinda = product(21, {
      type: "accessory",
      name: ["Kabelvinda", "Cable reel"],
      brand: "X",
      category: ["Tillbehör", "Accessories"],
    });
    const kablar = product(22, {
      type: "accessory",
      name: ["Kablar", "Cables"],
      brand: "X",
      category: ["Tillbehör", "Accessories"],
    });
    const small = buildSearchIndex([kablar, kabelvinda, kabel]);
    expect(searchProducts(small, "kabel", "se").map((hit) => hit.id)).toEqual([20, 21, 22]);
  });
});

describe("searchProducts: both languages", () => {
  test("an English query finds products on the Swedish page", () => {
    expect(ids("headphones", "se")).toEqual([3]);
    expect(ids("chargers", "se")).toContain(5);
    expect(ids("electric scooter", "se")).toEqual([9]);
  });
  test("a Swedish query finds products on the English page", () => {
    expect(ids("hörlurar", "en")[0]).toBe(3);
  });
  test("the page's language ranks first", () => {
    const tyreSe = product(30, {
      type: "scooter_part",
      name: ["Tyre", "Däck"],
      brand: "X",
      category: ["Reservdelar", "Spare parts"],
    });
    const tyreEn = product(31, {
      type: "scooter_part",
      name: ["Däck", "Tyre"],
      brand: "X",
      category: ["Reservdelar", "Spare parts"],
    });
    const small = buildSearchIndex([tyreSe, tyreEn]);
    expect(searchProducts(small, "tyre", "en").map((hit) => hit.id)).toEqual([31, 30]);
    expect(searchProducts(small, "tyre", "se").map((hit) => hit.id)).toEqual([30, 31]);
  });
});

describe("searchProducts: odd queries", () => {
  test.each(["", "   ", "!!!", "–"])("%j finds nothing", (query) => {
    expect(ids(query)).toEqual([]);
  });
  test("sku", () => {
    expect(ids("KB-T8")).toEqual([8]);
  });

  test("a repair word finds the part it names, as a compound's last part too", () => {
    expect(ids("skärmbyte iphone 16")).toEqual([11]);
    expect(ids("skarmbyte")).toEqual([11]);
    expect(ids("däckbyte")).toEqual([10]);
  });

  test("a number and its unit are found written together or apart", () => {
    expect(ids("snabbladdare 30w")).toEqual([5]);
    expect(ids("30 w laddare")).toEqual([5]);
    expect(ids("kabel 2m")).toEqual([4]);
  });
});
