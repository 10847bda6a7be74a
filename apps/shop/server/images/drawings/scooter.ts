// An electric scooter. Shops show scooters in profile, so the profile is its front view and
// the head-on view (handlebar across) is its side.
import { GROUND, mirrored, type Drawing } from "../drawing.ts";

function wheel(cx: number): string {
  const cy = GROUND - 70;
  return `<circle cx="${cx}" cy="${cy}" r="70" fill="#1f2023"/><circle cx="${cx}" cy="${cy}" r="38" fill="#8a8d93"/><circle cx="${cx}" cy="${cy}" r="12" fill="#1f2023"/>`;
}

const profile: Drawing["front"] = ({ colour }) =>
  [
    wheel(190),
    wheel(610),
    `<path d="M190 ${GROUND - 70} L250 ${GROUND - 110} H560 L610 ${GROUND - 70}" fill="none" stroke="${colour.deep}" stroke-width="18" stroke-linejoin="round"/>`,
    `<rect x="240" y="${GROUND - 140}" width="330" height="40" rx="14" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
    `<rect x="260" y="${GROUND - 146}" width="280" height="10" rx="5" fill="#2a2b31"/>`,
    `<path d="M190 ${GROUND - 70} L290 180" stroke="${colour.base}" stroke-width="30" stroke-linecap="round"/>`,
    `<path d="M190 ${GROUND - 70} L290 180" stroke="${colour.deep}" stroke-width="4" stroke-dasharray="2 40"/>`,
    `<path d="M230 170 H350" stroke="#1f2023" stroke-width="22" stroke-linecap="round"/>`,
    `<rect x="270" y="220" width="36" height="22" rx="6" fill="#5ac8fa" transform="rotate(-35 288 231)"/>`,
  ].join("");

export const scooter: Drawing = {
  front: profile,
  back: (context) => mirrored(profile(context)),
  side: ({ colour }) =>
    [
      `<rect x="370" y="${GROUND - 140}" width="60" height="140" rx="24" fill="#1f2023"/>`,
      `<rect x="385" y="180" width="30" height="${GROUND - 320}" rx="12" fill="${colour.base}" stroke="${colour.deep}" stroke-width="4"/>`,
      `<path d="M250 175 H550" stroke="#1f2023" stroke-width="24" stroke-linecap="round"/>`,
      `<circle cx="400" cy="250" r="18" fill="#f4f4f2" stroke="${colour.deep}" stroke-width="4"/>`,
      `<rect x="360" y="${GROUND - 160}" width="80" height="34" rx="10" fill="${colour.base}" stroke="${colour.deep}" stroke-width="4"/>`,
    ].join(""),
};
