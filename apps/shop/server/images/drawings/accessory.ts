// Accessories: a coiled cable when the name says so, otherwise a charger with its cable.
import { GROUND, type Drawing } from "../drawing.ts";

function plug(x: number, y: number, fill: string, stroke: string): string {
  return `<rect x="${x - 30}" y="${y}" width="60" height="110" rx="14" fill="${fill}" stroke="${stroke}" stroke-width="5"/><rect x="${x - 16}" y="${y - 34}" width="32" height="36" rx="6" fill="#c7c9cc" stroke="#7d8087" stroke-width="3"/>`;
}

const COIL = "M250 560 C120 560 120 380 260 380 C400 380 400 560 540 560 C680 560 680 380 540 380";

const cable: Drawing = {
  front: ({ colour }) =>
    [
      `<path d="${COIL}" fill="none" stroke="${colour.deep}" stroke-width="30" stroke-linecap="round"/>`,
      `<path d="${COIL}" fill="none" stroke="${colour.base}" stroke-width="20" stroke-linecap="round"/>`,
      plug(250, 560, colour.base, colour.deep),
      `<g transform="rotate(180 540 380)">${plug(540, 380, colour.base, colour.deep)}</g>`,
    ].join(""),
  back: (context) => cable.front(context),
  side: ({ colour }) =>
    [
      `<rect x="330" y="370" width="140" height="200" rx="40" fill="none" stroke="${colour.base}" stroke-width="22"/>`,
      plug(400, 560, colour.base, colour.deep),
    ].join(""),
};

function brick(fill: string, stroke: string): string {
  return `<rect x="270" y="${GROUND - 420}" width="260" height="260" rx="40" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
}

const charger: Drawing = {
  front: ({ colour }) =>
    [
      `<path d="M400 ${GROUND - 160} C400 ${GROUND - 20} 600 ${GROUND - 20} 620 ${GROUND - 160}" fill="none" stroke="${colour.deep}" stroke-width="18" stroke-linecap="round"/>`,
      brick(colour.base, colour.deep),
      `<rect x="370" y="${GROUND - 240}" width="60" height="22" rx="11" fill="#2a2b31"/>`,
      `<path d="M395 ${GROUND - 360} l-20 40 h26 l-16 40 l42 -54 h-26 l18 -26 Z" fill="${colour.tint}" stroke="${colour.deep}" stroke-width="3"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      brick(colour.shade, colour.deep),
      `<rect x="340" y="${GROUND - 520}" width="22" height="110" rx="6" fill="#c7c9cc" stroke="#7d8087" stroke-width="3"/>`,
      `<rect x="438" y="${GROUND - 520}" width="22" height="110" rx="6" fill="#c7c9cc" stroke="#7d8087" stroke-width="3"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<rect x="340" y="${GROUND - 420}" width="120" height="260" rx="30" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="460" y="${GROUND - 330}" width="90" height="20" rx="6" fill="#c7c9cc" stroke="#7d8087" stroke-width="3"/>`,
    ].join(""),
};

function pick(view: keyof Drawing): Drawing["front"] {
  return (context) => (/kabel|cable/.test(context.keywords) ? cable : charger)[view](context);
}

export const accessory: Drawing = { front: pick("front"), back: pick("back"), side: pick("side") };
