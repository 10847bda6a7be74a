// Simulation gear: pedals or a flight stick when the name says so, otherwise a racing wheel.
import { GROUND, type Drawing } from "../drawing.ts";

const wheel: Drawing = {
  front: ({ colour }) =>
    [
      `<path d="M300 ${GROUND} L330 560 H470 L500 ${GROUND} Z" fill="#2a2b31"/>`,
      `<circle cx="400" cy="380" r="220" fill="none" stroke="#1f2023" stroke-width="52"/>`,
      `<path d="M400 380 L200 400 M400 380 L600 400 M400 380 V580" stroke="${colour.base}" stroke-width="54" stroke-linecap="round"/>`,
      `<circle cx="400" cy="380" r="84" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<circle cx="400" cy="380" r="30" fill="${colour.tint}"/>`,
      `<rect x="386" y="150" width="28" height="22" rx="4" fill="${colour.tint}"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      `<path d="M300 ${GROUND} L330 560 H470 L500 ${GROUND} Z" fill="#2a2b31"/>`,
      `<circle cx="400" cy="380" r="220" fill="none" stroke="#1f2023" stroke-width="52"/>`,
      `<rect x="310" y="300" width="180" height="180" rx="30" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<rect x="300" y="330" width="240" height="140" rx="24" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="260" y="150" width="56" height="460" rx="28" fill="#1f2023"/>`,
      `<path d="M330 ${GROUND} L380 470 H480 L520 ${GROUND} Z" fill="#2a2b31"/>`,
    ].join(""),
};

function pedal(x: number, fill: string, stroke: string): string {
  return `<rect x="${x}" y="${GROUND - 330}" width="110" height="230" rx="18" fill="${fill}" stroke="${stroke}" stroke-width="5"/><path d="M${x + 20} ${GROUND - 290} h70 M${x + 20} ${GROUND - 250} h70 M${x + 20} ${GROUND - 210} h70" stroke="${stroke}" stroke-width="6"/>`;
}

const pedals: Drawing = {
  front: ({ colour }) =>
    [
      `<rect x="150" y="${GROUND - 80}" width="500" height="80" rx="16" fill="#2a2b31"/>`,
      pedal(180, colour.base, colour.deep),
      pedal(345, colour.base, colour.deep),
      pedal(510, colour.base, colour.deep),
    ].join(""),
  back: ({ colour }) =>
    [
      `<rect x="150" y="${GROUND - 80}" width="500" height="80" rx="16" fill="#2a2b31"/>`,
      ...[235, 400, 565].map(
        (x) =>
          `<rect x="${x - 20}" y="${GROUND - 260}" width="40" height="190" rx="10" fill="${colour.shade}"/>`,
      ),
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M200 ${GROUND} H600 V${GROUND - 60} Z" fill="#2a2b31"/>`,
      `<rect x="330" y="${GROUND - 360}" width="60" height="270" rx="18" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5" transform="rotate(20 360 ${GROUND - 90})"/>`,
    ].join(""),
};

const stick: Drawing = {
  front: ({ colour }) =>
    [
      `<path d="M230 ${GROUND} Q240 ${GROUND - 110} 400 ${GROUND - 110} Q560 ${GROUND - 110} 570 ${GROUND} Z" fill="#2a2b31"/>`,
      `<rect x="385" y="360" width="30" height="230" fill="#4a4c54"/>`,
      `<path d="M350 170 Q400 130 450 170 L460 380 Q400 410 340 380 Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<circle cx="400" cy="185" r="16" fill="#c8313e"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      `<path d="M230 ${GROUND} Q240 ${GROUND - 110} 400 ${GROUND - 110} Q560 ${GROUND - 110} 570 ${GROUND} Z" fill="#2a2b31"/>`,
      `<rect x="385" y="360" width="30" height="230" fill="#4a4c54"/>`,
      `<path d="M350 170 Q400 130 450 170 L460 380 Q400 410 340 380 Z" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="6"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M230 ${GROUND} Q240 ${GROUND - 110} 400 ${GROUND - 110} Q560 ${GROUND - 110} 570 ${GROUND} Z" fill="#2a2b31"/>`,
      `<rect x="385" y="360" width="30" height="230" fill="#4a4c54"/>`,
      `<path d="M360 170 Q420 130 450 190 L440 380 Q400 400 360 380 Q380 280 360 170 Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<rect x="330" y="230" width="36" height="30" rx="8" fill="#1f2023"/>`,
    ].join(""),
};

function pick(view: keyof Drawing): Drawing["front"] {
  return (context) => {
    const drawing = /pedal/.test(context.keywords)
      ? pedals
      : /stick|spak|joystick|hotas/.test(context.keywords)
        ? stick
        : wheel;
    return drawing[view](context);
  };
}

export const simulation: Drawing = { front: pick("front"), back: pick("back"), side: pick("side") };
