// A game in its case: cover art in the product's colour with the title, a back with
// screenshots, a spine with the title.
import { GROUND, shortLines, text, type Drawing } from "../drawing.ts";

const X = 230;
const W = 340;
const H = 480;
const Y = GROUND - H;

export const gameBox: Drawing = {
  front: ({ colour, name }) =>
    [
      `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="12" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<rect x="${X}" y="${Y}" width="${W}" height="54" rx="12" fill="#1f2023"/>`,
      `<rect x="${X}" y="${Y + 40}" width="${W}" height="14" fill="#1f2023"/>`,
      text("GAME", { x: 400, y: Y + 38, size: 26, fill: "#ffffff", weight: 700 }),
      `<circle cx="400" cy="${Y + 250}" r="110" fill="${colour.tint}" opacity="0.55"/>`,
      `<path d="M${X} ${Y + 400} L${X + 120} ${Y + 290} L${X + 200} ${Y + 360} L${X + 260} ${Y + 310} L${X + W} ${Y + 400} V${Y + H - 12} Q${X + W} ${Y + H} ${X + W - 12} ${Y + H} H${X + 12} Q${X} ${Y + H} ${X} ${Y + H - 12} Z" fill="${colour.deep}"/>`,
      ...shortLines(name, 14, 2).map((line, index) =>
        text(line, { x: 400, y: Y + 120 + index * 44, size: 38, fill: colour.ink, weight: 800 }),
      ),
    ].join(""),
  back: ({ colour }) =>
    [
      `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="12" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<rect x="${X + 30}" y="${Y + 40}" width="130" height="90" rx="6" fill="${colour.tint}"/>`,
      `<rect x="${X + 180}" y="${Y + 40}" width="130" height="90" rx="6" fill="${colour.tint}"/>`,
      ...[0, 1, 2, 3, 4].map(
        (row) =>
          `<rect x="${X + 30}" y="${Y + 170 + row * 30}" width="${row === 4 ? 170 : 280}" height="12" rx="6" fill="${colour.ink}" opacity="0.5"/>`,
      ),
      `<rect x="${X + 30}" y="${Y + H - 90}" width="110" height="60" fill="#ffffff"/>`,
      ...Array.from(
        { length: 14 },
        (_, bar) =>
          `<rect x="${X + 38 + bar * 7}" y="${Y + H - 82}" width="${bar % 3 === 0 ? 4 : 2}" height="44" fill="#1f2023"/>`,
      ),
    ].join(""),
  side: ({ colour, name }) =>
    [
      `<rect x="375" y="${Y}" width="50" height="${H}" rx="8" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<rect x="375" y="${Y}" width="50" height="54" rx="8" fill="#1f2023"/>`,
      `<g transform="rotate(90 400 ${Y + 270})">${text(shortLines(name, 18, 1)[0] ?? "", { x: 400, y: Y + 280, size: 28, fill: colour.ink, weight: 700 })}</g>`,
    ].join(""),
};
