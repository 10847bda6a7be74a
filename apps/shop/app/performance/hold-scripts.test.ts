import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./after-paint.ts";
import { holdScripts } from "./hold-scripts.ts";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  return text(
    Readable.from(
      chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk)),
    ).pipe(holdScripts()),
  );
}

const PAGE =
  '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/i.svg"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>å ä ö</p>' +
  '<script>window.x = 1;</script><script type="application/ld+json">{}</script>' +
  '<script type="module" async="">import "/assets/a.js";</script></body>';
const HELD = PAGE.replaceAll(
  '<link rel="modulepreload"',
  `<link rel="${HELD_PRELOAD_REL}"`,
).replace('<script type="module"', `<script type="${HELD_MODULE_TYPE}"`);

describe("holdScripts", () => {
  it("holds every script preload and module script, and leaves every other tag as it was", async () => {
    expect(HELD).not.toBe(PAGE);
    expect(await through([PAGE])).toBe(HELD);
  });

  it("finds a tag cut in two at every point between the chunks", async () => {
    const missed: number[] = [];
    for (let cut = 1; cut < PAGE.length; cut++) {
      if ((await through([PAGE.slice(0, cut), PAGE.slice(cut)])) !== HELD) missed.push(cut);
    }
    expect(missed).toEqual([]);
  });

  it("passes on at once what cannot be the start of a held tag", async () => {
    const stream = holdScripts();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const written = () => new Promise((resolve) => setImmediate(resolve));
    stream.write(Buffer.from("<html><body>Hej</body>"));
    await written();
    expect(Buffer.concat(out).toString()).toBe("<html><body>Hej</body>");
    stream.write(Buffer.from("<link rel="));
    await written();
    expect(Buffer.concat(out).toString()).toBe("<html><body>Hej</body>");
    stream.end('"modulepreload" href="/c.js"/>');
    await new Promise((resolve) => stream.on("end", resolve));
    expect(Buffer.concat(out).toString()).toBe(
      `<html><body>Hej</body><link rel="${HELD_PRELOAD_REL}" href="/c.js"/>`,
    );
  });

  it("holds the module script of a page with a nonce, which React Router writes first", async () => {
    const nonce = "cmVuZGVyZWQ=";
    const page =
      `<script nonce="${nonce}" type="module" async="">import "/assets/a.js";</script>` +
      '<script nonce="Z3Vlc3M=" type="module">import "/evil.js";</script>';
    const held = await text(Readable.from([Buffer.from(page)]).pipe(holdScripts(nonce)));
    expect(held).toBe(
      page.replace(
        `<script nonce="${nonce}" type="module"`,
        `<script nonce="${nonce}" type="${HELD_MODULE_TYPE}"`,
      ),
    );
  });

  it("keeps a multi-byte character split between chunks whole", async () => {
    const bytes = Buffer.from("<p>Välkommen</p>");
    expect(await through([bytes.subarray(0, 5), bytes.subarray(5)])).toBe("<p>Välkommen</p>");
  });
});
