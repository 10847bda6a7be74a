// A bouquet: blooms in the product's colour on green stems, in kraft paper.
import { GROUND, type Drawing } from "../drawing.ts";

const BLOOMS = [
  [400, 220, 62],
  [300, 270, 52],
  [500, 270, 52],
  [350, 340, 48],
  [455, 345, 50],
] as const;

function bloom(
  cx: number,
  cy: number,
  r: number,
  petal: string,
  centre: string,
  stroke: string,
): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<ellipse cx="${cx}" cy="${cy - r * 0.55}" rx="${r * 0.5}" ry="${r * 0.62}" fill="${petal}" stroke="${stroke}" stroke-width="3" transform="rotate(${angle} ${cx} ${cy})"/>`,
    )
    .join("");
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${centre}"/>`;
}

const stems = BLOOMS.map(
  ([x, y]) =>
    `<path d="M${x} ${y} Q${(x + 400) / 2} ${y + 200} 400 ${GROUND - 60}" stroke="#3d7a45" stroke-width="10" fill="none"/>`,
).join("");

const leaves = [
  `<ellipse cx="270" cy="380" rx="24" ry="60" fill="#4f9a5a" transform="rotate(-40 270 380)"/>`,
  `<ellipse cx="530" cy="380" rx="24" ry="60" fill="#4f9a5a" transform="rotate(40 530 380)"/>`,
].join("");

function wrap(fill: string): string {
  return `<path d="M250 400 L400 ${GROUND} L550 400 Q400 460 250 400 Z" fill="${fill}" stroke="#9c7a4c" stroke-width="5" stroke-linejoin="round"/><path d="M355 560 Q400 585 445 560" stroke="#c8313e" stroke-width="12" fill="none"/>`;
}

export const flower: Drawing = {
  front: ({ colour }) =>
    [
      stems,
      leaves,
      ...BLOOMS.map(([x, y, r]) => bloom(x, y, r, colour.base, "#f1c93b", colour.deep)),
      wrap("#d9b98a"),
    ].join(""),
  back: ({ colour }) =>
    [
      stems,
      ...BLOOMS.map(([x, y, r]) => bloom(x, y, r, colour.shade, colour.deep, colour.deep)),
      leaves,
      wrap("#c9a877"),
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M400 ${GROUND - 60} Q390 400 360 250 M400 ${GROUND - 60} Q410 400 440 240" stroke="#3d7a45" stroke-width="10" fill="none"/>`,
      bloom(360, 250, 58, colour.base, "#f1c93b", colour.deep),
      bloom(440, 240, 50, colour.shade, "#f1c93b", colour.deep),
      `<path d="M320 400 L400 ${GROUND} L480 400 Q400 430 320 400 Z" fill="#d9b98a" stroke="#9c7a4c" stroke-width="5"/>`,
    ].join(""),
};
