// The server's half of starting the scripts after the first paint (after-paint.ts): in the HTML
// on its way out, React Router's preload links and its module script are written inert. React
// Router writes them itself, with no way to say when they should load, so its output is
// rewritten as it streams by. React Router writes a CSP nonce before the type: on a page with
// one, the module script is found by this response's nonce, which no injected markup knows.
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./after-paint.ts";

type Rewrite = readonly [Buffer, Buffer];

function rewritesFor(nonce: string | undefined): readonly Rewrite[] {
  const module = nonce === undefined ? "<script" : `<script nonce="${nonce}"`;
  return [
    ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD_REL}"`],
    [`${module} type="module"`, `${module} type="${HELD_MODULE_TYPE}"`],
  ].map(([from, to]) => [Buffer.from(from!), Buffer.from(to!)] as const);
}

/** The first rewrite that matches at or after `from`, and where. */
function nextMatch(
  rewrites: readonly Rewrite[],
  data: Buffer,
  from: number,
): { at: number; rewrite: Rewrite } | undefined {
  let best: { at: number; rewrite: Rewrite } | undefined;
  for (const rewrite of rewrites) {
    const at = data.indexOf(rewrite[0], from);
    if (at !== -1 && (best === undefined || at < best.at)) best = { at, rewrite };
  }
  return best;
}

/** How many bytes at the end of `data` (from `from` on) could begin a rewritten tag. */
function partialMatchAtEnd(rewrites: readonly Rewrite[], data: Buffer, from: number): number {
  const longest = Math.max(...rewrites.map(([needle]) => needle.length)) - 1;
  for (let length = Math.min(longest, data.length - from); length > 0; length--) {
    const tail = data.subarray(data.length - length);
    if (rewrites.some(([needle]) => tail.equals(needle.subarray(0, length)))) return length;
  }
  return 0;
}

/**
 * A stream of HTML whose script preloads and module scripts wait for the first paint; `nonce`
 * is the CSP nonce the page was rendered with, if any.
 */
export function holdScripts(nonce?: string): Transform {
  const rewrites = rewritesFor(nonce);
  let carried = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const data = Buffer.concat([carried, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (
        let match = nextMatch(rewrites, data, from);
        match;
        match = nextMatch(rewrites, data, from)
      ) {
        parts.push(data.subarray(from, match.at), match.rewrite[1]);
        from = match.at + match.rewrite[0].length;
      }
      // A tag cut in two by the chunks is completed by the next one.
      const kept = partialMatchAtEnd(rewrites, data, from);
      parts.push(data.subarray(from, data.length - kept));
      carried = data.subarray(data.length - kept);
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, carried);
    },
  });
}
