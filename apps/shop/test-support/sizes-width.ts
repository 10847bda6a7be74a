// What width a `sizes` attribute names at a viewport width, for tests of the sizes we write:
// the first entry whose (min-width: …) matches, its length worked out (rem = 16px). Only the
// forms we use: min-width conditions and lengths in px, rem and vw with + - * / and brackets.

const REM = 16;

/** Evaluates + - * / and brackets over plain numbers (a tiny recursive-descent parser). */
function evaluate(tokens: string[]): number {
  let at = 0;
  const sum = (): number => {
    let value = product();
    while (tokens[at] === "+" || tokens[at] === "-")
      value += tokens[at++] === "+" ? product() : -product();
    return value;
  };
  const product = (): number => {
    let value = factor();
    while (tokens[at] === "*" || tokens[at] === "/")
      value = tokens[at++] === "*" ? value * factor() : value / factor();
    return value;
  };
  const factor = (): number => {
    const token = tokens[at++];
    if (token === "(") {
      const value = sum();
      at++; // ")"
      return value;
    }
    if (token === undefined || Number.isNaN(Number(token))) throw new Error(`unexpected ${token}`);
    return Number(token);
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`left over: ${tokens.slice(at).join(" ")}`);
  return value;
}

function length(text: string, viewport: number): number {
  const inner = text.replace(/^calc\((.*)\)$/, "$1");
  const tokens = inner.match(/\d+(?:\.\d+)?(?:rem|vw|px)?|[-+*/()]/g) ?? [];
  return evaluate(
    tokens.map((token) => {
      const unit = /^(\d+(?:\.\d+)?)(rem|vw|px)$/.exec(token);
      if (!unit) return token;
      const value = Number(unit[1]);
      return String(
        unit[2] === "rem" ? value * REM : unit[2] === "vw" ? (value * viewport) / 100 : value,
      );
    }),
  );
}

export function sizesWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const media = /^\(min-width: (\d+(?:\.\d+)?)(rem|px)\)\s+(.*)$/.exec(entry.trim());
    if (!media) return length(entry.trim(), viewport);
    const [, value, unit, size] = media;
    const min = Number(value) * (unit === "rem" ? REM : 1);
    if (viewport >= min) return length(size!, viewport);
  }
  throw new Error(`no default size in ${sizes}`);
}
