// A generic gadget: a small device with a display, a dial and buttons.
import { GROUND, type Drawing } from "../drawing.ts";

const X = 210;
const W = 380;
const H = 300;
const Y = GROUND - H - 20;

function feet(): string {
  return `<rect x="${X + 40}" y="${GROUND - 24}" width="60" height="24" rx="6" fill="#2a2b31"/><rect x="${X + W - 100}" y="${GROUND - 24}" width="60" height="24" rx="6" fill="#2a2b31"/>`;
}

export const electronic: Drawing = {
  front: ({ colour }) =>
    [
      feet(),
      `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="34" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="${X + 36}" y="${Y + 40}" width="190" height="120" rx="12" fill="#16181d"/>`,
      `<path d="M${X + 56} ${Y + 120} l30 -30 l30 20 l40 -40 l30 30" fill="none" stroke="#5ac8fa" stroke-width="6"/>`,
      `<circle cx="${X + W - 80}" cy="${Y + 100}" r="50" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="${X + W - 84}" y="${Y + 56}" width="8" height="30" rx="4" fill="${colour.tint}"/>`,
      ...[0, 1, 2, 3].map(
        (button) =>
          `<rect x="${X + 36 + button * 50}" y="${Y + 200}" width="36" height="36" rx="10" fill="${colour.deep}"/>`,
      ),
    ].join(""),
  back: ({ colour }) =>
    [
      feet(),
      `<rect x="${X}" y="${Y}" width="${W}" height="${H}" rx="34" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      ...Array.from(
        { length: 6 },
        (_, row) =>
          `<rect x="${X + 60}" y="${Y + 40 + row * 24}" width="${W - 120}" height="10" rx="5" fill="${colour.deep}"/>`,
      ),
      `<rect x="${X + 60}" y="${Y + 220}" width="40" height="24" rx="4" fill="#16181d"/>`,
      `<circle cx="${X + W - 80}" cy="${Y + 232}" r="14" fill="#16181d"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<rect x="340" y="${GROUND - 24}" width="120" height="24" rx="6" fill="#2a2b31"/>`,
      `<rect x="310" y="${Y}" width="180" height="${H}" rx="34" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="490" y="${Y + 70}" width="20" height="60" rx="6" fill="${colour.shade}"/>`,
    ].join(""),
};
