// What a drawer of one kind of product is: three flat views on the 800 × 800 canvas, centred
// on x = 400 and standing on the ground at y = GROUND. The spin (product-svg.ts) turns these
// same views, so a drawer never deals with angles.
import { escapeXml } from "../../domain/escape-xml.ts";
import type { Palette } from "./palette.ts";

export const CANVAS = 800;
export const GROUND = 690;

export interface DrawContext {
  colour: Palette;
  /** The product's name (Swedish), unescaped: drawers put it through `text`. */
  name: string;
  /** Both names in lower case, for drawers that draw one of several things ("soffa"). */
  keywords: string;
}

export type Draw = (context: DrawContext) => string;

export interface Drawing {
  front: Draw;
  back: Draw;
  side: Draw;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** A line of centred text; `content` is escaped here. */
export function text(
  content: string,
  {
    x,
    y,
    size,
    fill,
    weight = 600,
  }: { x: number; y: number; size: number; fill: string; weight?: number },
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(content)}</text>`;
}

/** The name cut into at most `lines` lines of about `width` characters, for a small screen. */
export function shortLines(name: string, width: number, lines: number): string[] {
  const result: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = result.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      result[result.length - 1] = `${last} ${word}`;
    } else if (result.length < lines) {
      result.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
    } else {
      break;
    }
  }
  return result;
}

/** A horizontal mirror image around the canvas centre. */
export function mirrored(body: string): string {
  return `<g transform="translate(${CANVAS} 0) scale(-1 1)">${body}</g>`;
}
