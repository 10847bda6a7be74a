// Vegetables: a wooden crate of round vegetables in the product's colour, with carrots and
// leaves.
import { GROUND, type Drawing } from "../drawing.ts";

const CRATE = "#b98a5a";
const CRATE_DARK = "#8a6444";

function round(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  stroke: string,
  light: string,
): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="4"/><ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" rx="${r * 0.25}" ry="${r * 0.16}" fill="${light}" opacity="0.7"/><path d="M${cx - 14} ${cy - r + 2} l14 -16 l14 16" fill="none" stroke="#3d7a45" stroke-width="8" stroke-linecap="round"/>`;
}

const produce: Drawing["front"] = ({ colour }) =>
  [
    `<path d="M300 420 L270 260 M330 410 L340 240" stroke="#4f9a5a" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M480 430 L560 290 L590 310 Z" fill="#e8772e" stroke="#a8521e" stroke-width="4"/>`,
    `<path d="M560 290 l10 -40 M575 300 l30 -30" stroke="#4f9a5a" stroke-width="8" stroke-linecap="round"/>`,
    round(280, 430, 72, colour.base, colour.deep, colour.tint),
    round(420, 410, 80, colour.base, colour.deep, colour.tint),
    round(540, 440, 66, colour.shade, colour.deep, colour.tint),
  ].join("");

function crate(width: number): string {
  const top = GROUND - 220;
  const x = 400 - width / 2;
  return [
    `<rect x="${x}" y="${top}" width="${width}" height="220" rx="10" fill="${CRATE}" stroke="${CRATE_DARK}" stroke-width="6"/>`,
    ...[1, 2].map(
      (slat) =>
        `<rect x="${x}" y="${top + slat * 73 - 6}" width="${width}" height="12" fill="${CRATE_DARK}"/>`,
    ),
  ].join("");
}

export const vegetables: Drawing = {
  front: (context) => produce(context) + crate(480),
  back: (context) => produce(context) + crate(480),
  side: (context) =>
    `<g transform="translate(400 0) scale(0.7 1) translate(-400 0)">${produce(context)}</g>${crate(320)}`,
};
