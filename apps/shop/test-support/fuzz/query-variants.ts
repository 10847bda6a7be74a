// Hostile query strings for a page, built from the names the page itself uses: each variant
// is one kind of trouble, applied to every name at once. Written raw, so bad escapes reach
// the server as they are.
import { marker } from "./markers.ts";

export interface QueryVariant {
  kind: string;
  /** Without the "?". */
  search: string;
}

const NEGATIVE = ["-1", "-0", "-999999999999999999999999", "-1e308", "-Infinity", "-0.5"];
const ENORMOUS = [
  "99999999999999999999999999",
  "1e308",
  "Infinity",
  "NaN",
  "0x7fffffff",
  "9".repeat(400),
];

const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty"];
const BAD_ESCAPES = ["%FF%FE", "%E0%A4%A", "%", "%zz", "%00%0D%0A", "%ED%A0%80"];

const pairs = (names: readonly string[], value: (name: string, i: number) => string) =>
  names.map((name, i) => `${encodeURIComponent(name)}=${value(name, i)}`).join("&");

export function queryVariants(names: readonly string[]): QueryVariant[] {
  const n = names.map((name) => encodeURIComponent(name));
  const first = n[0] ?? "q";
  return [
    {
      kind: "markup, empty values",
      search: `${pairs(names, (_, i) => encodeURIComponent(marker(i)))}&${n.map((name) => `${name}=`).join("&")}&&=x&${first}`,
    },
    // Node refuses a request head past 16 KB (431) before the shop sees it: stay under.
    { kind: "huge", search: pairs(names.slice(0, 4), () => "A".repeat(3000)) },
    {
      kind: "repeated, array-like",
      search: n
        .map(
          (name) =>
            `${Array.from({ length: 20 }, (_, i) => `${name}=${i}`).join("&")}&${name}[]=1&${name}[]=2&${name}[0]=x&${name}[a][b]=c&${name}.x=1`,
        )
        .join("&"),
    },
    {
      kind: "__proto__",
      search: [
        "__proto__=1",
        "__proto__[polluted]=1",
        "constructor[prototype][polluted]=1",
        "toString=x",
        "hasOwnProperty=x",
        ...n.map((name) => `${name}[__proto__][polluted]=1`),
        pairs(names, (_, i) => PROTOTYPE_NAMES[i % PROTOTYPE_NAMES.length]!),
      ].join("&"),
    },
    {
      kind: "bad escapes",
      search: [
        ...n.map((name, i) => `${name}=${BAD_ESCAPES[i % BAD_ESCAPES.length]}`),
        "%FF=1",
        "%=%",
      ].join("&"),
    },
    { kind: "negative numbers", search: pairs(names, (_, i) => NEGATIVE[i % NEGATIVE.length]!) },
    { kind: "enormous numbers", search: pairs(names, (_, i) => ENORMOUS[i % ENORMOUS.length]!) },
  ];
}
