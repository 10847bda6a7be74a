// The pictures of the portfolio pages (/voxo_plus/portfolio_page/*): the shop's own product
// pictures (catalogue/product-images.ts), picked from the catalogue by a fixed rule so every
// request shows the same ones until the catalogue changes. A few products of each of the
// shop's main kinds, spread over the kind's range by id, each in another view or colour, the
// kinds taking turns so that "all" is a mix.
import { COLOURS, isColourKey } from "../../domain/catalogue/colours.ts";
import { imagePlans, VIEW_NAMES } from "../../domain/catalogue/product-images.ts";
import { productPath } from "../../domain/catalogue/product-path.ts";
import { PRODUCT_TYPE_NAMES } from "../catalogue/product-type-names.ts";
import type {
  Localized,
  Product,
  ProductImage,
  ProductType,
} from "../../domain/catalogue/product.ts";

/** The kinds shown, in tab order. */
export const PORTFOLIO_TYPES = [
  "phone",
  "tablet",
  "console",
  "controller",
  "audio",
  "scooter",
] as const satisfies readonly ProductType[];
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

/** Pictures per kind, at most. */
export const PER_TYPE = 4;

/** The frame a masonry layout gives the picture; grids show every picture square. */
export type PortfolioShape = "square" | "tall" | "wide";

/** Repeats down the list; an uneven cycle, so neighbouring columns do not line up. */
const SHAPES: readonly PortfolioShape[] = ["tall", "square", "wide", "square", "tall"];

export type PortfolioProduct = Pick<Product, "id" | "slug" | "type" | "name" | "colors" | "images">;

export interface PortfolioItem {
  /** Unique in the list: product id and image id. */
  key: string;
  type: PortfolioType;
  name: Localized;
  /** What the picture shows: "Svart, baksida", or just "Framsida" for a product in no colour. */
  caption: Localized;
  /** The product page. */
  path: string;
  image: ProductImage;
  shape: PortfolioShape;
}

export function isPortfolioType(value: string): value is PortfolioType {
  return (PORTFOLIO_TYPES as readonly string[]).includes(value);
}

/** The ?type= filter: a kind shown here, or undefined (all) for none or anything else. */
export function parsePortfolioType(value: string | null): PortfolioType | undefined {
  return value !== null && isPortfolioType(value) ? value : undefined;
}

/** `count` indexes spread evenly over 0 … length - 1 (all of them when there are fewer). */
function spread(length: number, count: number): number[] {
  const picked = Math.min(length, count);
  return Array.from({ length: picked }, (_, j) => Math.floor((j * length) / picked));
}

function captionOf(product: PortfolioProduct, image: ProductImage): Localized {
  const plan = imagePlans(product.colors).find((it) => it.imageId === image.imageId);
  const view = VIEW_NAMES[plan?.view ?? "front"];
  const colour = plan && product.colors.length > 0 && isColourKey(plan.color) ? plan.color : null;
  const say = (language: keyof Localized) =>
    colour
      ? `${COLOURS[colour].name[language]}, ${view[language]}`
      : view[language].charAt(0).toUpperCase() + view[language].slice(1);
  return { se: say("se"), en: say("en") };
}

/** The pictures, kinds taking turns: each kind's first pick, then each kind's second, … */
export function portfolioItems(products: readonly PortfolioProduct[]): PortfolioItem[] {
  const byType = PORTFOLIO_TYPES.map((type) => {
    const ofType = products.filter((it) => it.type === type).sort((a, b) => a.id - b.id);
    return spread(ofType.length, PER_TYPE).flatMap((index, pick) => {
      const product = ofType[index]!;
      // The nth pick shows the product's nth picture: front, back, side, another colour.
      const image = product.images[pick % Math.max(1, product.images.length)];
      if (!image) return [];
      return [
        {
          key: `${product.id}-${image.imageId}`,
          type,
          name: product.name,
          caption: captionOf(product, image),
          path: productPath(product),
          image,
        },
      ];
    });
  });
  const items: PortfolioItem[] = [];
  for (let round = 0; round < PER_TYPE; round++) {
    for (const picks of byType) {
      const item = picks[round];
      if (item) items.push({ ...item, shape: SHAPES[items.length % SHAPES.length]! });
    }
  }
  return items;
}

/**
 * One filter tab: a kind and its name, or undefined for all, and how many pictures it shows.
 * The names travel with the tabs so the page's script need not carry every kind's name.
 */
export interface PortfolioTab {
  type: PortfolioType | undefined;
  name?: Localized;
  count: number;
}

/** "All" first, then each kind with pictures, in PORTFOLIO_TYPES order. */
export function portfolioTabs(items: readonly PortfolioItem[]): PortfolioTab[] {
  const kinds = PORTFOLIO_TYPES.map((type) => ({
    type,
    name: PRODUCT_TYPE_NAMES[type],
    count: items.filter((it) => it.type === type).length,
  })).filter((tab) => tab.count > 0);
  return [{ type: undefined, count: items.length }, ...kinds];
}

export function filterPortfolio(
  items: readonly PortfolioItem[],
  type: PortfolioType | undefined,
): PortfolioItem[] {
  return type === undefined ? [...items] : items.filter((it) => it.type === type);
}
