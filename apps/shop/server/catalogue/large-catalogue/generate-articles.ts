// A large catalogue for load tests and for seeing the shop at a real shop's size: the demo's
// products, then as many spare parts and accessories for its devices as asked (article-lines.ts),
// each sold by several suppliers in several colours. Deterministic for a seed; generated lazily,
// so a hundred thousand products never sit in memory at once. The lines are shuffled once and
// then visited round by round (round r makes each line's r-th supplier and colour), so any
// prefix of the sequence mixes every device and kind; only past every supplier and colour does
// a line come again, as an earlier year's model the supplier still sells.
import type { Localized } from "../../../domain/catalogue/product.ts";
import { brandSlug } from "../../../domain/catalogue/brand-slug.ts";
import { COLOURS, type ColourKey } from "../../../domain/catalogue/colours.ts";
import { NEW_LABEL, ordinary, reduced, SALE_LABEL, UNRATED } from "../seed/helpers.ts";
import type { SeedProduct } from "../seed/seed-product.ts";
import { TAG_PAGE_PATH } from "../seed/tags.ts";
import type { ArticleBrand } from "./article-brands.ts";
import { deviceLines, universalLines, type ArticleLine, type Device } from "./article-lines.ts";
import { seededRandom, type Random } from "./seeded-random.ts";

/** The year of a supplier's current models; a line's later rounds are the years before. */
const MODEL_YEAR = 2026;

const DEVICE_TYPES = new Set<string>(["phone", "tablet", "console", "controller", "scooter"]);

/** The devices of a catalogue that articles are made for, each name once. */
export function devicesOf(products: readonly SeedProduct[]): Device[] {
  const byName = new Map<string, Device>();
  for (const product of products) {
    if (!DEVICE_TYPES.has(product.type)) continue;
    const name = product.name.se.replace(/, begagnad$/, "");
    if (byName.has(name)) continue;
    byName.set(name, {
      id: product.id,
      name,
      type: product.type as Device["type"],
      categoryPaths: product.categoryPaths.filter((path) => path !== TAG_PAGE_PATH),
      ...(product.scooterModel ? { scooterModel: product.scooterModel } : {}),
    });
  }
  return [...byName.values()];
}

function shuffled<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Whole kronor ending in 9, as Swedish shops price: 249, 1 299. */
function shopPrice(kronor: number): number {
  return Math.max(49, Math.round(kronor / 10) * 10 - 1);
}

/** "Silikonskal …" after a brand: "Nordkraft silikonskal …", but "USB-C …" stays. */
function afterBrand(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function articleName(
  line: ArticleLine,
  brand: ArticleBrand,
  colour: string | undefined,
  edition: number,
): Localized {
  const name = (language: "se" | "en") => {
    const colourName = colour && COLOURS[colour as ColourKey].name[language].toLowerCase();
    const editionName =
      edition > 0 && ` (${language === "se" ? "modell" : "model"} ${MODEL_YEAR - edition})`;
    return `${brand.brand} ${afterBrand(line.name[language])}${colourName ? `, ${colourName}` : ""}${editionName || ""}`;
  };
  return { se: name("se"), en: name("en") };
}

function article(
  id: number,
  line: ArticleLine,
  round: number,
  random: Random,
): Omit<SeedProduct, "slug"> {
  const colours = line.colours.length > 0 ? line.colours : [undefined];
  const brand = line.brands[round % line.brands.length]!;
  const colour = colours[Math.floor(round / line.brands.length) % colours.length];
  const edition = Math.floor(round / (line.brands.length * colours.length));
  const kronor = shopPrice(random.int(line.kronor[0], line.kronor[1]));
  const availableDaysAgo = random.int(5, 900);
  const isReduced = availableDaysAgo > 40 && random.chance(0.15);
  const pricing = isReduced
    ? reduced(kronor, shopPrice(kronor * (0.6 + random.next() * 0.3)), {
        availableDaysAgo,
        sinceDaysAgo: random.int(1, 20),
      })
    : ordinary(kronor, availableDaysAgo);
  const isNew = availableDaysAgo < 45;
  const totalReviews = random.chance(0.3) ? 0 : random.int(1, 400);
  const { brands: _brands, colours: _colours, kronor: _kronor, skuStem, ...shared } = line;
  return {
    ...shared,
    ...pricing,
    id,
    sku: [`KB-${brand.code}-${skuStem}`, colour?.toUpperCase(), edition > 0 && MODEL_YEAR - edition]
      .filter(Boolean)
      .join("-"),
    name: articleName(line, brand, colour, edition),
    brand: brand.brand,
    manufacturer: brand.manufacturer,
    manufacturerAddress: brand.manufacturerAddress,
    categoryPaths:
      line.tags.length > 0 ? [...line.categoryPaths, TAG_PAGE_PATH] : line.categoryPaths,
    inStock: random.chance(0.05) ? 0 : random.int(1, 250),
    available: !random.chance(0.01),
    new: isNew,
    label: isReduced ? SALE_LABEL : isNew ? NEW_LABEL : undefined,
    ratingStars: totalReviews === 0 ? UNRATED : random.int(6, 10) / 2,
    totalReviews,
    totalPurchases: random.int(0, 5000),
    size: "",
    sizeoption: [],
    colors: colour ? [colour] : [],
  };
}

export interface GenerateOptions {
  /** The catalogue the articles are made around (its devices). */
  base: readonly SeedProduct[];
  /** How many articles. */
  count: number;
  /** The first article's id; the rest follow one by one. */
  firstId: number;
  seed?: number;
}

/** `count` articles for the devices of `base`, ids from `firstId`, the same for the same seed. */
export function* generateArticles({
  base,
  count,
  firstId,
  seed = 37,
}: GenerateOptions): Generator<SeedProduct> {
  const random = seededRandom(seed);
  const lines = shuffled([...devicesOf(base).flatMap(deviceLines), ...universalLines()], random);
  const slugs = new Set(base.map((product) => product.slug));
  for (let made = 0, round = 0; made < count; round += 1) {
    for (const line of lines) {
      if (made === count) return;
      const id = firstId + made;
      const product = article(id, line, round, random);
      const slug = brandSlug(product.name.se);
      const unique = slugs.has(slug) ? `${slug}-${id}` : slug;
      slugs.add(unique);
      made += 1;
      yield { ...product, slug: unique };
    }
  }
}
