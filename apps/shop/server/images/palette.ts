// The shades a drawing paints with, all derived from the one colour the shopper picked, so
// a white phone keeps an outline on the light background and text stays readable.

export interface Palette {
  base: string;
  /** Slightly darker: second surfaces, shade sides. */
  shade: string;
  /** Much darker: outlines, deep recesses. */
  deep: string;
  /** Lighter: highlights. */
  tint: string;
  /** Black or white, whichever reads on `base`. */
  ink: string;
}

export function palette(hex: string): Palette {
  const rgb = parseHex(hex);
  return {
    base: toHex(rgb),
    shade: toHex(mix(rgb, [0, 0, 0], 0.18)),
    deep: toHex(mix(rgb, [0, 0, 0], 0.42)),
    tint: toHex(mix(rgb, [255, 255, 255], 0.35)),
    ink: luminance(rgb) > 0.5 ? "#1f2023" : "#ffffff",
  };
}

type Rgb = readonly [number, number, number];

/** "#c8313e" or "#ccc"; anything else falls back to a mid grey. */
function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) return [125, 128, 135];
  const digits =
    match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit) : match[1]!.match(/../g)!;
  const [r, g, b] = digits.map((pair) => parseInt(pair, 16));
  return [r!, g!, b!];
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance, WCAG 2 (sRGB). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
