// A scooter part: a wheel with its tyre, hub and spokes; seen edge-on from the side.
import { GROUND, type Drawing } from "../drawing.ts";

const CY = GROUND - 260;

const face: Drawing["front"] = ({ colour }) =>
  [
    `<circle cx="400" cy="${CY}" r="250" fill="#1f2023"/>`,
    ...Array.from(
      { length: 36 },
      (_, notch) =>
        `<rect x="392" y="${CY - 250}" width="16" height="22" rx="4" fill="#34363d" transform="rotate(${notch * 10} 400 ${CY})"/>`,
    ),
    `<circle cx="400" cy="${CY}" r="170" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
    ...[0, 72, 144, 216, 288].map(
      (angle) =>
        `<rect x="385" y="${CY - 160}" width="30" height="120" rx="12" fill="${colour.shade}" transform="rotate(${angle} 400 ${CY})"/>`,
    ),
    `<circle cx="400" cy="${CY}" r="50" fill="#8a8d93" stroke="${colour.deep}" stroke-width="5"/>`,
    `<circle cx="400" cy="${CY}" r="16" fill="#1f2023"/>`,
  ].join("");

export const scooterPart: Drawing = {
  front: face,
  back: face,
  side: ({ colour }) =>
    [
      `<rect x="330" y="${CY - 250}" width="140" height="500" rx="70" fill="#1f2023"/>`,
      `<rect x="370" y="${CY - 170}" width="60" height="340" rx="14" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<rect x="385" y="${CY - 20}" width="30" height="40" fill="#8a8d93"/>`,
    ].join(""),
};
