// A sneaker: shown in profile as its front view (as shops do), toe-on as its side view.
import { GROUND, mirrored, type Drawing } from "../drawing.ts";

const profile: Drawing["front"] = ({ colour }) =>
  [
    `<path d="M150 ${GROUND - 40} Q140 ${GROUND - 130} 200 ${GROUND - 200} L260 ${GROUND - 330} Q330 ${GROUND - 350} 370 ${GROUND - 300} Q430 ${GROUND - 220} 540 ${GROUND - 190} Q650 ${GROUND - 160} 660 ${GROUND - 80} L660 ${GROUND - 40} Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M130 ${GROUND - 50} H680 Q690 ${GROUND} 640 ${GROUND} H160 Q120 ${GROUND} 130 ${GROUND - 50} Z" fill="#f4f4f2" stroke="#9a9ca2" stroke-width="5"/>`,
    `<path d="M150 ${GROUND - 20} H670" stroke="#c7c9cc" stroke-width="6"/>`,
    ...[0, 1, 2, 3].map(
      (lace) =>
        `<path d="M${330 + lace * 40} ${GROUND - 300 + lace * 26} l40 -20" stroke="#f4f4f2" stroke-width="10" stroke-linecap="round"/>`,
    ),
    `<path d="M290 ${GROUND - 150} Q420 ${GROUND - 90} 560 ${GROUND - 140}" fill="none" stroke="${colour.tint}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M200 ${GROUND - 200} Q190 ${GROUND - 130} 230 ${GROUND - 60}" fill="none" stroke="${colour.deep}" stroke-width="5"/>`,
  ].join("");

const toe: Drawing["side"] = ({ colour }) =>
  [
    `<path d="M310 ${GROUND - 40} Q300 ${GROUND - 250} 400 ${GROUND - 300} Q500 ${GROUND - 250} 490 ${GROUND - 40} Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
    `<path d="M370 ${GROUND - 280} V${GROUND - 190} M430 ${GROUND - 280} V${GROUND - 190}" stroke="#f4f4f2" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="295" y="${GROUND - 50}" width="210" height="50" rx="20" fill="#f4f4f2" stroke="#9a9ca2" stroke-width="5"/>`,
  ].join("");

export const shoes: Drawing = {
  front: profile,
  back: (context) => mirrored(profile(context)),
  side: toe,
};
