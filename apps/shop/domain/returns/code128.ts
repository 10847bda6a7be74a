// Code 128 (set B) drawn by our own code, for the demo return label: the text's characters as
// symbols of bars and spaces, after a start symbol and before a weighted check symbol and the
// stop. Each symbol is six widths (bar, space, bar, space, bar, space) of 1–4 modules, eleven
// modules in all; the stop is seven widths, thirteen modules. Only printable ASCII is encoded.

/** Symbol values 0–105 (106 is the stop), as their bar and space widths. */
const PATTERNS = [
  "212222",
  "222122",
  "222221",
  "121223",
  "121322",
  "131222",
  "122213",
  "122312",
  "132212",
  "221213",
  "221312",
  "231212",
  "112232",
  "122132",
  "122231",
  "113222",
  "123122",
  "123221",
  "223211",
  "221132",
  "221231",
  "213212",
  "223112",
  "312131",
  "311222",
  "321122",
  "321221",
  "312212",
  "322112",
  "322211",
  "212123",
  "212321",
  "232121",
  "111323",
  "131123",
  "131321",
  "112313",
  "132113",
  "132311",
  "211313",
  "231113",
  "231311",
  "112133",
  "112331",
  "132131",
  "113123",
  "113321",
  "133121",
  "313121",
  "211331",
  "231131",
  "213113",
  "213311",
  "213131",
  "311123",
  "311321",
  "331121",
  "312113",
  "312311",
  "332111",
  "314111",
  "221411",
  "431111",
  "111224",
  "111422",
  "121124",
  "121421",
  "141122",
  "141221",
  "112214",
  "112412",
  "122114",
  "122411",
  "142112",
  "142211",
  "241211",
  "221114",
  "413111",
  "241112",
  "134111",
  "111242",
  "121142",
  "121241",
  "114212",
  "124112",
  "124211",
  "411212",
  "421112",
  "421211",
  "212141",
  "214121",
  "412121",
  "111143",
  "111341",
  "131141",
  "114113",
  "114311",
  "411113",
  "411311",
  "113141",
  "114131",
  "311141",
  "411131",
  "211412",
  "211214",
  "211232",
  "2331112",
] as const;

const START_B = 104;
const STOP = 106;

/** The symbol values of `text`: start B, its characters, the check symbol, the stop. */
export function code128Values(text: string): number[] {
  const values = [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (char.length !== 1 || code < 32 || code > 126) {
      throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)}`);
    }
    return code - 32;
  });
  const check = values.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...values, check, STOP];
}

/** The bar and space widths in modules, starting with a bar, quiet zones not included. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => [...(PATTERNS[value] ?? "")].map(Number));
}

/** The bars as [x, width] in modules, for drawing (an SVG rect each). */
export function code128Bars(text: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return bars;
}

export const CODE128_PATTERNS: readonly string[] = PATTERNS;
