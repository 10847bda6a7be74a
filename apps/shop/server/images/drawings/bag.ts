// A bag: a messenger bag with a flap, buckles and a shoulder strap.
import { GROUND, type Drawing } from "../drawing.ts";

const BODY = `x="190" y="${GROUND - 340}" width="420" height="340" rx="36"`;

export const bag: Drawing = {
  front: ({ colour }) =>
    [
      `<path d="M210 ${GROUND - 300} Q400 40 590 ${GROUND - 300}" fill="none" stroke="${colour.deep}" stroke-width="26" stroke-linecap="round"/>`,
      `<rect ${BODY} fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<path d="M190 ${GROUND - 300} Q190 ${GROUND - 340} 226 ${GROUND - 340} H574 Q610 ${GROUND - 340} 610 ${GROUND - 300} V${GROUND - 130} Q400 ${GROUND - 100} 190 ${GROUND - 130} Z" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      ...[300, 500].map(
        (x) =>
          `<rect x="${x - 18}" y="${GROUND - 170}" width="36" height="70" rx="6" fill="#2a2b31"/><rect x="${x - 12}" y="${GROUND - 150}" width="24" height="14" fill="#c7c9cc"/>`,
      ),
    ].join(""),
  back: ({ colour }) =>
    [
      `<path d="M210 ${GROUND - 300} Q400 40 590 ${GROUND - 300}" fill="none" stroke="${colour.deep}" stroke-width="26" stroke-linecap="round"/>`,
      `<rect ${BODY} fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="240" y="${GROUND - 290}" width="320" height="180" rx="20" fill="none" stroke="${colour.deep}" stroke-width="4" stroke-dasharray="12 10"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M400 ${GROUND - 320} V120" stroke="${colour.deep}" stroke-width="26" stroke-linecap="round"/>`,
      `<rect x="330" y="${GROUND - 340}" width="140" height="340" rx="30" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<path d="M330 ${GROUND - 300} Q300 ${GROUND - 200} 340 ${GROUND - 130}" fill="none" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="390" y="${GROUND - 240}" width="20" height="80" rx="6" fill="#2a2b31"/>`,
    ].join(""),
};
