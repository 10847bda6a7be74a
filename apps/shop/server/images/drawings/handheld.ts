// Phones and tablets: a coloured frame around a dark screen that shows the product's name,
// a back with the camera, and a thin edge with buttons.
import { GROUND, shortLines, text, type Drawing } from "../drawing.ts";

interface Proportions {
  width: number;
  height: number;
  radius: number;
  /** Characters per line of the name on the screen. */
  lineWidth: number;
  fontSize: number;
}

const PHONE: Proportions = { width: 290, height: 580, radius: 48, lineWidth: 11, fontSize: 36 };
const TABLET: Proportions = { width: 440, height: 580, radius: 32, lineWidth: 16, fontSize: 40 };

function handheld({ width, height, radius, lineWidth, fontSize }: Proportions): Drawing {
  const x = 400 - width / 2;
  const y = GROUND - height;
  const body = (fill: string, stroke: string) =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}" stroke="${stroke}" stroke-width="5"/>`;
  return {
    front: ({ colour, name }) => {
      const inset = 14;
      const lines = shortLines(name, lineWidth, 2);
      const top = y + height * 0.3;
      return [
        body(colour.base, colour.deep),
        `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.shade}"/><stop offset="0.55" stop-color="#1b1d24"/><stop offset="1" stop-color="#0d0e12"/></linearGradient></defs>`,
        `<rect x="${x + inset}" y="${y + inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="${radius - inset}" fill="url(#screen)"/>`,
        `<rect x="${400 - 45}" y="${y + 30}" width="90" height="26" rx="13" fill="#08090b"/>`,
        text("9:41", { x: 400, y: y + 118, size: 56, fill: "#ffffff", weight: 300 }),
        ...lines.map((line, index) =>
          text(line, {
            x: 400,
            y: top + 70 + index * (fontSize + 10),
            size: fontSize,
            fill: "#ffffff",
          }),
        ),
        `<rect x="${400 - 60}" y="${y + height - 40}" width="120" height="7" rx="3.5" fill="#ffffff" opacity="0.7"/>`,
      ].join("");
    },
    back: ({ colour }) =>
      [
        body(colour.base, colour.deep),
        `<rect x="${x + 24}" y="${y + 24}" width="${width * 0.42}" height="${width * 0.42}" rx="${radius * 0.7}" fill="${colour.shade}" stroke="${colour.deep}" stroke-width="3"/>`,
        ...[
          [0.3, 0.3],
          [0.3, 0.7],
          [0.7, 0.5],
        ].map(
          ([cx, cy]) =>
            `<circle cx="${x + 24 + width * 0.42 * cx!}" cy="${y + 24 + width * 0.42 * cy!}" r="${width * 0.07}" fill="#15161a" stroke="${colour.tint}" stroke-width="4"/>`,
        ),
        `<circle cx="400" cy="${y + height * 0.52}" r="${width * 0.1}" fill="${colour.tint}" opacity="0.8"/>`,
      ].join(""),
    side: ({ colour }) =>
      [
        `<rect x="380" y="${y}" width="40" height="${height}" rx="18" fill="${colour.base}" stroke="${colour.deep}" stroke-width="5"/>`,
        `<rect x="390" y="${y + 10}" width="8" height="${height - 20}" rx="4" fill="${colour.tint}" opacity="0.7"/>`,
        `<rect x="417" y="${y + height * 0.22}" width="10" height="70" rx="4" fill="${colour.shade}"/>`,
        `<rect x="417" y="${y + height * 0.36}" width="10" height="70" rx="4" fill="${colour.shade}"/>`,
      ].join(""),
  };
}

export const phone = handheld(PHONE);
export const tablet = handheld(TABLET);
