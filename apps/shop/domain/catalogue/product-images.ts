// The images of a product are drawn, not photographed (server/images/): each one is fully
// described by the product's type, a colour and a view, so the list of images and colour
// variants follows from the product alone. The server walks the same list to find what an
// image id shows, which is why ids must stay stable for a product's colours.
import { COLOURS, isColourKey } from "./colours.ts";
import type { ColorVariant, Localized, ProductImage, ProductType } from "./product.ts";

/** What the images of a product depend on. */
export interface ImageSubject {
  id: number;
  type: ProductType;
  colors: readonly string[];
  name: Localized;
}

export const VIEWS = ["front", "back", "side"] as const;
export type View = (typeof VIEWS)[number];

/** One image and what it shows: `color` is a colour key, or NEUTRAL_COLOUR. */
export interface ImagePlan {
  imageId: number;
  color: string;
  view: View;
}

/** Drawn for products sold in no particular colour. */
export const NEUTRAL_COLOUR = "silver";

/** Frames of the 360° spin; frame f shows the product turned f × 360 / SPIN_FRAMES degrees. */
export const SPIN_FRAMES = 24;

/** Widths every image is made in, for srcset; square, so the height is the same. */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Best first: AVIF is smaller, WebP is understood more widely. */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A view in words, lower case ("framsida"), as alt texts and captions say it. */
export const VIEW_NAMES: Record<View, Localized> = {
  front: { se: "framsida", en: "front" },
  back: { se: "baksida", en: "back" },
  side: { se: "sida", en: "side" },
};

/**
 * Image ids in gallery order: the first colour's front, back and side (1, 2, 3), then the
 * front of each further colour (4, 5, …).
 */
export function imagePlans(colors: readonly string[]): ImagePlan[] {
  const [first = NEUTRAL_COLOUR, ...rest] = colors;
  return [
    ...VIEWS.map((view, index) => ({ imageId: index + 1, color: first, view })),
    ...rest.map((color, index) => ({
      imageId: VIEWS.length + index + 1,
      color,
      view: "front" as const,
    })),
  ];
}

/** The colour the spin shows. */
export function spinColour(colors: readonly string[]): string {
  return colors[0] ?? NEUTRAL_COLOUR;
}

export function productImages(product: ImageSubject): {
  images: ProductImage[];
  colorvariants: ColorVariant[];
} {
  const plans = imagePlans(product.colors);
  const images = plans.map((plan) => ({
    imageId: plan.imageId,
    src: `/images/products/${product.id}/${plan.imageId}`,
    alt: altText(product, plan),
  }));
  // A product in no particular colour offers none to pick.
  const colorvariants = product.colors.map((color) => ({
    color,
    imageId: plans.find((plan) => plan.color === color && plan.view === "front")!.imageId,
  }));
  return { images, colorvariants };
}

export function spinFrameSrc(id: number, frame: number): string {
  return `/images/products/${id}/spin-${frame}`;
}

/** The file of an image (`src`) at one width and format. */
export function imageUrl(src: string, width: ImageWidth, format: ImageFormat): string {
  return `${src}-${width}.${format}`;
}

/** "iPhone 15, svart, framsida"; the colour is left out when the product has none. */
function altText(product: ImageSubject, plan: ImagePlan): Localized {
  const text = (language: keyof Localized) => {
    const parts = [product.name[language]];
    if (product.colors.length > 0) parts.push(colourName(plan.color, language));
    parts.push(VIEW_NAMES[plan.view][language]);
    return parts.join(", ");
  };
  return { se: text("se"), en: text("en") };
}

function colourName(color: string, language: keyof Localized): string {
  return isColourKey(color) ? COLOURS[color].name[language].toLowerCase() : color;
}
