// One product picture as an SVG document: the drawing of its kind, in its colour, for a view or
// a spin angle, on a light neutral square.
import { COLOURS, isColourKey } from "../../domain/catalogue/colours.ts";
import { NEUTRAL_COLOUR, type View } from "../../domain/catalogue/product-images.ts";
import type { Localized, ProductType } from "../../domain/catalogue/product.ts";
import { CANVAS, GROUND, type DrawContext } from "./drawing.ts";
import { DRAWINGS } from "./drawings/index.ts";
import { palette } from "./palette.ts";

/** A fixed view, or the product turned `angle` degrees around its vertical axis. */
export type Pose = { view: View } | { angle: number };

export interface PictureRequest {
  type: ProductType;
  /** A colour key; unknown keys are drawn in the neutral colour. */
  color: string;
  name: Localized;
  pose: Pose;
}

const BACKGROUND = "#f2f0ec";

export function productSvg({ type, color, name, pose }: PictureRequest): string {
  const key = isColourKey(color) ? color : NEUTRAL_COLOUR;
  const context: DrawContext = {
    colour: palette(COLOURS[key].hex),
    name: name.se,
    keywords: `${name.se} ${name.en}`.toLowerCase(),
  };
  const drawing = DRAWINGS[type];
  const { view, scale, mirror } =
    "view" in pose ? { ...pose, scale: 1, mirror: false } : turn(pose.angle);
  const body = drawing[view](context);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" width="${CANVAS}" height="${CANVAS}">`,
    `<rect width="${CANVAS}" height="${CANVAS}" fill="${BACKGROUND}"/>`,
    `<ellipse cx="400" cy="${GROUND + 12}" rx="${Math.round(260 * scale)}" ry="22" fill="#000000" opacity="0.08"/>`,
    scale === 1 && !mirror ? body : turned(body, scale, mirror),
    `</svg>`,
  ].join("");
}

/**
 * The spin as a flat turntable: the front narrows with cos(angle) until, halfway to the side
 * (45°), the side view takes over and widens to full at 90°; past 135° the back does the same.
 * Views are never narrower than cos 45° ≈ 0.71, so no frame is an empty sliver, and a face
 * turned away darkens a little.
 */
function turn(angle: number): { view: View; scale: number; mirror: boolean } {
  const radians = ((((angle % 360) + 360) % 360) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  if (Math.abs(cos) >= Math.abs(sin)) {
    return { view: cos > 0 ? "front" : "back", scale: round(Math.abs(cos)), mirror: false };
  }
  return { view: "side", scale: round(Math.abs(sin)), mirror: sin < 0 };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function turned(body: string, scale: number, mirror: boolean): string {
  const brightness = round(0.7 + 0.3 * scale);
  const x = mirror ? -scale : scale;
  return [
    `<defs><filter id="turn-shade"><feComponentTransfer>`,
    ...["R", "G", "B"].map((channel) => `<feFunc${channel} type="linear" slope="${brightness}"/>`),
    `</feComponentTransfer></filter></defs>`,
    `<g filter="url(#turn-shade)"><g transform="translate(400 0) scale(${x} 1) translate(-400 0)">${body}</g></g>`,
  ].join("");
}
