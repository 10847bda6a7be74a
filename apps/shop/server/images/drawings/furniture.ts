// Furniture: a sofa when the name says so, otherwise a chair; upholstery in the colour, legs
// in wood.
import { GROUND, type Drawing } from "../drawing.ts";

const WOOD = "#8a6444";

function leg(x: number, top: number): string {
  return `<rect x="${x - 9}" y="${top}" width="18" height="${GROUND - top}" rx="5" fill="${WOOD}"/>`;
}

const chair: Drawing = {
  front: ({ colour }) =>
    [
      leg(290, 480),
      leg(510, 480),
      `<rect x="290" y="170" width="220" height="240" rx="36" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="260" y="410" width="280" height="80" rx="26" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      leg(290, 480),
      leg(510, 480),
      `<rect x="260" y="410" width="280" height="80" rx="26" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="290" y="170" width="220" height="300" rx="36" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      leg(300, 480),
      leg(500, 480),
      `<rect x="270" y="160" width="60" height="320" rx="24" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6" transform="rotate(-8 300 480)"/>`,
      `<rect x="270" y="420" width="270" height="70" rx="24" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
};

const sofa: Drawing = {
  front: ({ colour }) =>
    [
      leg(170, 600),
      leg(630, 600),
      `<rect x="160" y="300" width="480" height="200" rx="36" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="190" y="440" width="205" height="100" rx="24" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<rect x="405" y="440" width="205" height="100" rx="24" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
      `<rect x="110" y="380" width="90" height="230" rx="30" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="600" y="380" width="90" height="230" rx="30" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      leg(170, 600),
      leg(630, 600),
      `<rect x="110" y="300" width="580" height="310" rx="36" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      leg(300, 600),
      leg(510, 600),
      `<rect x="280" y="300" width="90" height="310" rx="30" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="290" y="380" width="240" height="230" rx="30" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
};

function pick(view: keyof Drawing): Drawing["front"] {
  return (context) => (/soffa|sofa|couch/.test(context.keywords) ? sofa : chair)[view](context);
}

export const furniture: Drawing = { front: pick("front"), back: pick("back"), side: pick("side") };
