// A gamepad: two grips, a d-pad, four face buttons and two sticks.
import { type Drawing } from "../drawing.ts";

const SHELL =
  "M250 300 Q400 270 550 300 Q660 320 690 470 Q710 580 640 600 Q585 612 545 530 Q520 490 470 490 H330 Q280 490 255 530 Q215 612 160 600 Q90 580 110 470 Q140 320 250 300 Z";

function shell(fill: string, stroke: string): string {
  return `<path d="${SHELL}" fill="${fill}" stroke="${stroke}" stroke-width="6" stroke-linejoin="round"/>`;
}

function stick(cx: number, cy: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="38" fill="#1c1d22"/><circle cx="${cx}" cy="${cy}" r="26" fill="#34363d"/>`;
}

export const controller: Drawing = {
  front: ({ colour }) =>
    [
      shell(colour.base, colour.deep),
      `<path d="M215 365 h30 v30 h30 v30 h-30 v30 h-30 v-30 h-30 v-30 h30 Z" fill="#2a2b31"/>`,
      ...[
        [585, 350, "#3d8a4f"],
        [625, 390, "#c8313e"],
        [545, 390, "#2f5fb3"],
        [585, 430, "#f1c93b"],
      ].map(
        ([cx, cy, fill]) =>
          `<circle cx="${cx}" cy="${cy}" r="18" fill="${fill}" stroke="#1c1d22" stroke-width="3"/>`,
      ),
      stick(320, 450),
      stick(480, 450),
      `<circle cx="400" cy="360" r="16" fill="${colour.tint}" stroke="${colour.deep}" stroke-width="3"/>`,
    ].join(""),
  back: ({ colour }) =>
    [
      `<rect x="200" y="268" width="120" height="50" rx="22" fill="#2a2b31"/>`,
      `<rect x="480" y="268" width="120" height="50" rx="22" fill="#2a2b31"/>`,
      shell(colour.shade, colour.deep),
      `<rect x="370" y="310" width="60" height="14" rx="7" fill="#1c1d22"/>`,
    ].join(""),
  side: ({ colour }) =>
    [
      `<path d="M330 320 Q400 270 470 330 Q500 460 470 590 Q420 630 380 580 Q330 470 330 320 Z" fill="${colour.base}" stroke="${colour.deep}" stroke-width="6"/>`,
      `<path d="M350 320 Q390 270 440 300 L450 330 Q400 310 360 340 Z" fill="#2a2b31"/>`,
      `<rect x="300" y="360" width="50" height="36" rx="10" fill="#1c1d22"/>`,
    ].join(""),
};
