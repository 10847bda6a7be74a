// A Content-Type header read as RFC 9110 §8.3.1 has it: type "/" subtype, then parameters.
// Type, subtype and parameter names are case-insensitive; a quoted value loses its quotes.
// A quoted value holding ";" is not split correctly; no form a browser sends has one.

export interface MediaType {
  /** "type/subtype", lower case. */
  essence: string;
  params: ReadonlyMap<string, string>;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The media type a header names, or undefined when it names none. */
export function parseMediaType(header: string): MediaType | undefined {
  // split always returns a first element.
  const [essence, ...parameters] = header.split(";") as [string, ...string[]];
  const [
    type,
    // Stryker disable next-line StringLiteral: a missing subtype is refused by TOKEN, as "" or any non-token default
    subtype = "",
    ...more
  ] = essence.trim().split("/") as [string, ...string[]];
  if (more.length > 0 || !TOKEN.test(type) || !TOKEN.test(subtype)) return undefined;
  const params = new Map<string, string>();
  for (const parameter of parameters) {
    const equals = parameter.indexOf("=");
    // No "=" (-1), or no name before it (0).
    if (equals < 1) continue;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    let value = parameter.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    }
    if (TOKEN.test(name) && !params.has(name)) params.set(name, value);
  }
  return { essence: `${type}/${subtype}`.toLowerCase(), params };
}
