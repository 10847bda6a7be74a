// The server's half of starting the scripts after the first paint (after-paint.ts): in the HTML
// on its way out, React Router's preload links and its module script are written inert. React
// Router writes them itself, with no way to say when they should load, so its output is
// rewritten as it streams by.
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./after-paint.ts";

const REWRITES: readonly (readonly [Buffer, Buffer])[] = [
  ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD_REL}"`],
  ['<script type="module"', `<script type="${HELD_MODULE_TYPE}"`],
].map(([from, to]) => [Buffer.from(from!), Buffer.from(to!)] as const);

/** The first rewrite that matches at or after `from`, and where. */
function nextMatch(
  data: Buffer,
  from: number,
): { at: number; rewrite: readonly [Buffer, Buffer] } | undefined {
  let best: { at: number; rewrite: readonly [Buffer, Buffer] } | undefined;
  for (const rewrite of REWRITES) {
    const at = data.indexOf(rewrite[0], from);
    if (at !== -1 && (best === undefined || at < best.at)) best = { at, rewrite };
  }
  return best;
}

/** How many bytes at the end of `data` (from `from` on) could begin a rewritten tag. */
function partialMatchAtEnd(data: Buffer, from: number): number {
  const longest = Math.max(...REWRITES.map(([needle]) => needle.length)) - 1;
  for (let length = Math.min(longest, data.length - from); length > 0; length--) {
    const tail = data.subarray(data.length - length);
    if (REWRITES.some(([needle]) => tail.equals(needle.subarray(0, length)))) return length;
  }
  return 0;
}

/** A stream of HTML whose script preloads and module scripts wait for the first paint. */
export function holdScripts(): Transform {
  let carried = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const data = Buffer.concat([carried, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let match = nextMatch(data, from); match; match = nextMatch(data, from)) {
        parts.push(data.subarray(from, match.at), match.rewrite[1]);
        from = match.at + match.rewrite[0].length;
      }
      // A tag cut in two by the chunks is completed by the next one.
      const kept = partialMatchAtEnd(data, from);
      parts.push(data.subarray(from, data.length - kept));
      carried = data.subarray(data.length - kept);
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, carried);
    },
  });
}
