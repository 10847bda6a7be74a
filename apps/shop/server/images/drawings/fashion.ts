// Clothes: a jacket with a zip and hood when the name says so, otherwise a T-shirt.
import { type Drawing } from "../drawing.ts";

const TEE =
  "M320 150 Q400 200 480 150 L640 220 L600 340 L540 310 V650 H260 V310 L200 340 L160 220 Z";
const JACKET =
  "M330 160 Q400 120 470 160 L600 220 Q640 240 650 300 L680 600 H600 L580 360 V660 H220 V360 L200 600 H120 L150 300 Q160 240 200 220 Z";

function garment(path: string, fill: string, stroke: string): string {
  return `<path d="${path}" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>`;
}

const tee: Drawing = {
  front: ({ colour }) =>
    [
      garment(TEE, colour.base, colour.deep),
      `<path d="M330 156 Q400 235 470 156" fill="none" stroke="${colour.deep}" stroke-width="8"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      garment(TEE, colour.shade, colour.deep),
      `<path d="M330 156 Q400 180 470 156" fill="none" stroke="${colour.deep}" stroke-width="8"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M340 160 Q400 140 450 165 L470 650 H330 Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<path d="M380 170 L480 220 L460 330 L400 310 Z" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="5"/>`,
    ].join(""),
};

const jacket: Drawing = {
  front: ({ colour }) =>
    [
      garment(JACKET, colour.base, colour.deep),
      `<path d="M330 160 Q400 260 470 160" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<path d="M400 215 V660" stroke="${colour.deep}" stroke-width="8" stroke-dasharray="10 6"/>`,
      `<rect x="270" y="470" width="80" height="10" rx="5" fill="${colour.deep}"/>`,
      `<rect x="450" y="470" width="80" height="10" rx="5" fill="${colour.deep}"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      garment(JACKET, colour.shade, colour.deep),
      `<path d="M320 165 Q400 330 480 165" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M330 150 Q420 120 460 180 L480 660 H320 Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<path d="M380 220 Q420 400 410 600 H370 Q380 400 360 240 Z" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="5"/>`,
    ].join(""),
};

function pick(view: keyof Drawing): Drawing["front"] {
  return (context) =>
    (/jacka|jacket|rock|coat/.test(context.keywords) ? jacket : tee)[view](context);
}

export const fashion: Drawing = { front: pick("front"), back: pick("back"), side: pick("side") };
