// A games console standing upright on its foot: vents and a disc slot in front, ports at the
// back, a slim profile from the side.
import { GROUND, type Drawing } from "../drawing.ts";

const X = 280;
const W = 240;
const TOP = 130;
const FOOT = 36;

function tower(fill: string, stroke: string): string {
  const bottom = GROUND - FOOT;
  return `<path d="M${X + 20} ${TOP} H${X + W - 20} Q${X + W} ${TOP} ${X + W} ${TOP + 30} V${bottom} H${X} V${TOP + 30} Q${X} ${TOP} ${X + 20} ${TOP} Z" fill="${fill}" stroke="${stroke}" stroke-width="5"/>`;
}

function foot(fill: string): string {
  return `<rect x="${400 - 90}" y="${GROUND - FOOT}" width="180" height="${FOOT}" rx="10" fill="${fill}"/>`;
}

export const consoleDrawing: Drawing = {
  front: ({ colour }) =>
    [
      foot("#25262b"),
      tower(colour.base, colour.deep),
      `<rect x="${X + W / 2 - 22}" y="${TOP + 20}" width="44" height="${GROUND - FOOT - TOP - 40}" rx="10" fill="#1c1d22"/>`,
      `<rect x="${X + 30}" y="${TOP + 180}" width="70" height="8" rx="4" fill="${colour.deep}"/>`,
      `<circle cx="${X + W - 50}" cy="${GROUND - FOOT - 50}" r="10" fill="#5ac8fa"/>`,
      `<rect x="${X + 30}" y="${GROUND - FOOT - 60}" width="40" height="16" rx="4" fill="${colour.deep}"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      foot("#25262b"),
      tower(colour.shade, colour.deep),
      ...Array.from(
        { length: 8 },
        (_, row) =>
          `<rect x="${X + 40}" y="${TOP + 40 + row * 22}" width="${W - 80}" height="10" rx="5" fill="${colour.deep}"/>`,
      ),
      ...[0, 1, 2, 3].map(
        (slot) =>
          `<rect x="${X + 40 + slot * 44}" y="${GROUND - FOOT - 110}" width="30" height="18" rx="3" fill="#1c1d22"/>`,
      ),
      `<circle cx="400" cy="${GROUND - FOOT - 50}" r="16" fill="#1c1d22"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      foot("#25262b"),
      `<path d="M330 ${TOP + 10} Q400 ${TOP - 10} 470 ${TOP + 10} L480 ${GROUND - FOOT} H320 Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<path d="M390 ${TOP + 10} V${GROUND - FOOT}" stroke="#1c1d22" stroke-width="22"/>`,
    ].join(""),
};
