// What a product created in the admin starts with beside what the form asked for: the category
// and department words of its type (as the demo catalogue names them), its manufacturer taken to
// be its brand, its drawn pictures, and empty texts and lists the edit page fills in.
import type { Localized, ProductType } from "../../../domain/catalogue/product.ts";
import type { NewProductInput } from "../../../domain/catalogue/product-input.ts";
import { productImages } from "../../../domain/catalogue/product-images.ts";
import { CATEGORY, DEPARTMENT } from "../../catalogue/seed/categories.ts";
import { UNRATED } from "../../catalogue/seed/helpers.ts";
import type { StoredProduct } from "../../catalogue/product-rows.ts";

const PLACE: Record<ProductType, { category: Localized; department: Localized }> = {
  phone: { category: CATEGORY.phones, department: DEPARTMENT.mobile },
  tablet: { category: CATEGORY.tablets, department: DEPARTMENT.mobile },
  console: { category: CATEGORY.consoles, department: DEPARTMENT.gaming },
  controller: { category: CATEGORY.controllers, department: DEPARTMENT.gaming },
  game: { category: CATEGORY.games, department: DEPARTMENT.gaming },
  simulation: { category: CATEGORY.simulation, department: DEPARTMENT.gaming },
  scooter: { category: CATEGORY.scooters, department: DEPARTMENT.scooters },
  scooter_part: { category: CATEGORY.parts, department: DEPARTMENT.scooters },
  audio: { category: CATEGORY.headsets, department: DEPARTMENT.audio },
  bag: { category: CATEGORY.bags, department: DEPARTMENT.accessories },
  accessory: { category: DEPARTMENT.accessories, department: DEPARTMENT.accessories },
  fashion: { category: DEPARTMENT.fashion, department: DEPARTMENT.fashion },
  flower: { category: DEPARTMENT.flowers, department: DEPARTMENT.flowers },
  furniture: { category: DEPARTMENT.furniture, department: DEPARTMENT.furniture },
  vegetables: { category: DEPARTMENT.vegetables, department: DEPARTMENT.vegetables },
  electronic: { category: DEPARTMENT.electronic, department: DEPARTMENT.electronic },
  shoes: { category: DEPARTMENT.shoes, department: DEPARTMENT.shoes },
};

const EMPTY: Localized = { se: "", en: "" };

export function newProduct(id: number, input: NewProductInput, at: Date): StoredProduct {
  const { images, colorvariants } = productImages({
    id,
    type: input.type,
    colors: [],
    name: input.name,
  });
  return {
    id,
    sku: input.sku,
    slug: input.slug,
    type: input.type,
    brand: input.brand,
    name: input.name,
    description: EMPTY,
    ...PLACE[input.type],
    inStock: input.inStock,
    ratingStars: UNRATED,
    totalPurchases: 0,
    totalReviews: 0,
    mrp: input.price,
    feature: [],
    new: false,
    available: true,
    manufacturer: input.brand,
    manufacturerAddress: "",
    safety: EMPTY,
    size: "",
    colors: [],
    sizeoption: [],
    colorvariants,
    images,
    specifications: [],
    tags: [],
    firstAvailableAt: at.toISOString(),
  };
}
