import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PERSONAL_PAGE, SHARED_PAGE } from "../../http/page-cache-control.ts";
import { cspHash } from "../security-headers/inline-hashes.ts";
import type { PageAudience } from "./page-audience.ts";
import { cacheKey, createPageCache, PAGE_TTL_MS, type PagesChanged } from "./page-cache.ts";
import { tagKeepFor, tagProducts, tagScope } from "./page-tags.ts";

/**
 * A shop whose pages say how often they were rendered, from which catalogue version and for
 * whom. A page shows the products its `?shows=` names (product 1 when none) and counts the scope
 * its `?scope=` names, as the catalogue's reads tag them.
 */
function shop({
  cacheControl = SHARED_PAGE,
  contentType = "text/html; charset=utf-8",
  maxBytes = undefined as number | undefined,
} = {}) {
  const snapshot = { version: 1 };
  let listener: (change: PagesChanged) => void = () => {};
  let now = 1_000_000;
  let renders = 0;
  let database: "up" | "refusing" | "stalled" = "up";
  const cache = createPageCache({
    // The catalogue's check: at once, refused, or hanging until its timeout.
    snapshot: () => {
      if (database === "refusing") return Promise.reject(new Error("connect ECONNREFUSED"));
      if (database === "up") return Promise.resolve(snapshot);
      return new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error("Query read timeout")), 300),
      );
    },
    onChange: (heard) => (listener = heard),
    snapshotWaitMs: 100,
    ...(maxBytes === undefined ? {} : { maxBytes }),
    contentSecurityPolicy: (inline) => `script-src ${JSON.stringify(inline)}`,
    clock: () => now,
  });
  let during: (() => void) | undefined;
  // The page says whom it was rendered for and whether the session token reached it.
  const render = async (request: Request, audience?: PageAudience) => {
    renders += 1;
    const url = new URL(request.url);
    tagProducts((url.searchParams.get("shows") ?? "1").split(",").map(Number));
    const scope = url.searchParams.get("scope");
    if (scope) tagScope(scope);
    const keep = url.searchParams.get("keep");
    if (keep) tagKeepFor(Number(keep));
    during?.();
    // A render ends on a later turn of the event loop, so requests made meanwhile overlap it.
    await new Promise((resolve) => setImmediate(resolve));
    const language = request.headers.get("cookie")?.includes("selectedLanguage=en") ? "en" : "sv";
    const token = request.headers.get("cookie")?.includes("hanko=") ? "with-token" : "no-token";
    return new Response(
      `<html lang="${language}">v${snapshot.version} r${renders} ${audience ?? "alone"} ${token} ${"x".repeat(2000)}</html>`,
      {
        headers: {
          "Content-Type": contentType,
          "Cache-Control": cacheControl,
          Vary: "Cookie",
        },
      },
    );
  };
  const get = (
    path = "/",
    headers: Record<string, string> = {},
    method = "GET",
    audience?: PageAudience,
  ) =>
    cache.serve(
      new Request(`http://shop.test${path}`, { method, headers }),
      render,
      "bm9uY2U=",
      audience,
    );
  return {
    get,
    renders: () => renders,
    /** Stock or a price changed on any instance: the catalogue's check heard it. */
    catalogueChanged: (change: Partial<PagesChanged> = {}) => {
      snapshot.version += 1;
      listener({ all: false, productIds: [1], scopes: [], ...change });
    },
    /** Runs `work` while the next page renders. */
    whileRendering: (work: () => void) => (during = work),
    later: (ms: number) => (now += ms),
    database: (state: typeof database) => (database = state),
  };
}

describe("the page cache while the database does not answer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts `work`; `done()` says whether it has finished. */
  function started<T>(work: Promise<T>) {
    let finished = false;
    void work.then(() => (finished = true));
    return { work, done: () => finished };
  }

  it("waits a little for a stalled check, then renders at once until the database answers", async () => {
    const { get, renders, database } = shop();
    const first = started(get());
    await vi.advanceTimersByTimeAsync(5);
    expect(first.done()).toBe(true);
    database("stalled");
    // The check hangs: the request waits snapshotWaitMs (100) for it, then renders.
    const late = started(get());
    await vi.advanceTimersByTimeAsync(99);
    expect(late.done()).toBe(false);
    await vi.advanceTimersByTimeAsync(6);
    expect(late.done()).toBe(true);
    expect((await late.work).status).toBe(200);
    // The check has failed by now (its timeout, 300): pages are rendered without waiting.
    await vi.advanceTimersByTimeAsync(300);
    const meanwhile = started(Promise.all([get(), get(), get()]));
    await vi.advanceTimersByTimeAsync(5);
    expect(meanwhile.done()).toBe(true);
    expect(renders()).toBe(5);

    // The first request after it answers is still rendered and sets the cache going again;
    // the page kept before the outage is still current.
    database("up");
    const again = started(get());
    await vi.advanceTimersByTimeAsync(5);
    await again.work;
    await get();
    await get();
    expect(renders()).toBe(6);
  });

  it("renders at once when the database refuses connections", async () => {
    const { get, renders, database } = shop();
    database("refusing");
    const answers = started(Promise.all([get(), get()]));
    await vi.advanceTimersByTimeAsync(5);
    expect(answers.done()).toBe(true);
    expect((await answers.work).map((answer) => answer.status)).toEqual([200, 200]);
    expect(renders()).toBe(2);
  });
});

describe("the page cache", () => {
  it("renders a shared page once and answers again with the same bytes and weak ETag", async () => {
    const { get, renders } = shop();
    const first = await get();
    const second = await get();
    expect(renders()).toBe(1);
    expect(first.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(first.headers.get("ETag")).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Cache-Control")).toBe(SHARED_PAGE);
    expect(second.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
  });

  it("answers 304 without a body to a visitor who holds the page", async () => {
    const { get, renders } = shop();
    const etag = (await get()).headers.get("ETag") ?? "";
    const again = await get("/", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(SHARED_PAGE);
    expect((await get("/", { "If-None-Match": 'W/"other"' })).status).toBe(200);
    expect(renders()).toBe(1);
  });

  it("renders again once stock or prices change, and the old ETag no longer matches", async () => {
    const { get, renders, catalogueChanged } = shop();
    const before = await get();
    const etag = before.headers.get("ETag") ?? "";
    catalogueChanged();
    const after = await get("/", { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("v2");
    expect(after.headers.get("ETag")).not.toBe(etag);
    expect(renders()).toBe(2);
  });

  it("keeps the pages that did not show what changed", async () => {
    const { get, renders, catalogueChanged } = shop();
    await get("/product/1?shows=1");
    await get("/product/2?shows=2");
    await get("/shop?shows=3,4&scope=type:phone");
    await get("/shop?shows=5&scope=type:tablet");
    expect(renders()).toBe(4);
    // Product 2 changed: its page goes; a listing showing 3 goes when its scope changes.
    catalogueChanged({ productIds: [2], scopes: ["all", "type:phone"] });
    const texts = await Promise.all(
      [
        "/product/1?shows=1",
        "/product/2?shows=2",
        "/shop?shows=3,4&scope=type:phone",
        "/shop?shows=5&scope=type:tablet",
      ].map(async (path) => (await (await get(path)).text()).slice(0, 20)),
    );
    expect(texts.map((text) => text.includes("v2"))).toEqual([false, true, true, false]);
    expect(renders()).toBe(6);
    catalogueChanged({ all: true, productIds: [] });
    await get("/product/1?shows=1");
    expect(renders()).toBe(7);
  });

  it("does not keep a page that showed a product changed while it rendered", async () => {
    const { get, renders, catalogueChanged, whileRendering } = shop();
    whileRendering(() => catalogueChanged({ productIds: [1] }));
    await get("/product/1?shows=1");
    whileRendering(() => {});
    await get("/product/1?shows=1");
    expect(renders()).toBe(2);
    // A change of another product while rendering does not stop the page being kept.
    whileRendering(() => catalogueChanged({ productIds: [9] }));
    await get("/product/2?shows=2");
    whileRendering(() => {});
    await get("/product/2?shows=2");
    expect(renders()).toBe(3);
  });

  it("keeps a page no longer than its time to live", async () => {
    const { get, renders, later } = shop();
    await get();
    later(PAGE_TTL_MS - 1);
    await get();
    expect(renders()).toBe(1);
    later(1);
    expect(await (await get()).text()).toContain(" r1 ");
    expect(renders()).toBe(2);
    await vi.waitFor(async () => expect(await (await get()).text()).toContain(" r2 "));
    expect(renders()).toBe(2);
  });

  it("keeps a page no longer than what it showed is kept, when that is shorter", async () => {
    const { get, renders, later } = shop();
    await get("/?keep=5000");
    later(4_999);
    await get("/?keep=5000");
    expect(renders()).toBe(1);
    later(1);
    await get("/?keep=5000");
    expect(renders()).toBe(2);
  });

  it("does not keep a page that showed what may be shown for no time (a search asked once)", async () => {
    const { get, renders } = shop();
    const [first, second] = await Promise.all([get("/?keep=0"), get("/?keep=0")]);
    // Concurrent visitors still share its one rendering.
    expect(await first.text()).toBe(await second.text());
    expect(renders()).toBe(1);
    await get("/?keep=0");
    expect(renders()).toBe(2);
  });

  it("answers a page past its time while one rendering replaces it, for as long again at most", async () => {
    const { get, renders, later, whileRendering } = shop();
    await get("/?keep=5000");
    later(5_000);
    // Every visitor meanwhile gets the page at once; one rendering replaces it.
    let answered = "";
    whileRendering(() => {
      void get("/?keep=5000").then(async (response) => (answered = await response.text()));
    });
    expect(await (await get("/?keep=5000")).text()).toContain(" r1 ");
    await vi.waitFor(() => expect(answered).toContain(" r1 "));
    whileRendering(() => {});
    expect(renders()).toBe(2);
    await vi.waitFor(async () => expect(await (await get("/?keep=5000")).text()).toContain(" r2 "));
    // Kept past twice its time (no visitor came to replace it), it is rendered for the visitor.
    later(10_000);
    expect(await (await get("/?keep=5000")).text()).toContain(" r3 ");
    expect(renders()).toBe(3);
  });

  it("answers HEAD from a page past its time without rendering it", async () => {
    const { get, renders, later } = shop();
    await get("/?keep=5000");
    later(5_000);
    expect((await get("/?keep=5000", {}, "HEAD")).status).toBe(200);
    expect(renders()).toBe(1);
  });

  it("drops a page past its time at once when what it showed changes", async () => {
    const { get, renders, later, catalogueChanged } = shop();
    await get("/?keep=5000");
    later(5_000);
    catalogueChanged();
    expect(await (await get("/?keep=5000")).text()).toContain("v2 r2 ");
    expect(renders()).toBe(2);
  });

  it("keeps one page per address and per preference cookies, not per other cookies", async () => {
    const { get, renders } = shop();
    const swedish = await (await get("/")).text();
    const english = await (await get("/", { cookie: "selectedLanguage=en" })).text();
    expect(english).not.toBe(swedish);
    await get("/", { cookie: "selectedLanguage=en; kb_cart=1*1" });
    await get("/?page=2");
    await get("/", { cookie: "cookieConsent=necessary" });
    expect(renders()).toBe(4);
  });

  it.each([
    ["a session cookie", { cookie: "hanko=eyJ.x.y" }],
    ["a dead session cookie", { cookie: "cookieConsent=all; hanko=expired" }],
    ["an Authorization header", { authorization: "Bearer eyJ.x.y" }],
  ])(
    "never answers a visitor with %s from the cache, nor keeps the page",
    async (_case, headers) => {
      const { get, renders } = shop();
      await get();
      const personal = await get("/", headers);
      await get("/", headers);
      expect(renders()).toBe(3);
      expect(personal.headers.get("ETag")).toBeNull();
    },
  );

  it("renders every time a page that is not shared, and keeps nothing", async () => {
    const { get, renders } = shop({ cacheControl: PERSONAL_PAGE });
    const first = await get();
    await get();
    expect(renders()).toBe(2);
    expect(first.headers.get("Cache-Control")).toBe(PERSONAL_PAGE);
    expect(first.headers.get("ETag")).toBeNull();
  });

  it("counts a page's compressed copies towards its bytes and drops the oldest past them", async () => {
    const raw = Number((await shop().get("/a")).headers.get("Content-Length"));
    const { get, renders } = shop({ maxBytes: 2 * raw + 10 });
    await get("/a");
    await get("/b");
    await get("/b");
    expect(renders()).toBe(2);
    const compressed = await get("/a", { "Accept-Encoding": "br" });
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    await get("/a");
    expect(renders()).toBe(2);
    // Two pages and a compressed copy do not fit: the least recently used page went.
    await get("/b");
    expect(renders()).toBe(3);
  });

  it("renders once for concurrent identical requests", async () => {
    const { get, renders } = shop();
    const answers = await Promise.all([get(), get(), get(), get()]);
    expect(renders()).toBe(1);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
  });

  it("leaves posts alone and answers HEAD from a kept page without a body", async () => {
    const { get, renders } = shop();
    await get("/", {}, "POST");
    expect(renders()).toBe(1);
    const page = await (await get()).text();
    const head = await get("/", {}, "HEAD");
    expect(renders()).toBe(2);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength(page)));
  });

  it.each([
    ["br", "gzip, deflate, br", (body: Buffer) => brotliDecompressSync(body)],
    ["gzip", "gzip, br;q=0", (body: Buffer) => gunzipSync(body)],
  ])("compresses a kept page once as %s", async (encoding, accept, decode) => {
    const { get } = shop();
    const plain = await (await get()).text();
    const compressed = await get("/", { "Accept-Encoding": accept });
    expect(compressed.headers.get("Content-Encoding")).toBe(encoding);
    const body = Buffer.from(await compressed.arrayBuffer());
    expect(decode(body).toString()).toBe(plain);
  });

  it("answers a kept page with the hashes of the inline code rendered with its nonce, only", async () => {
    const cache = createPageCache({
      snapshot: () => Promise.resolve({}),
      contentSecurityPolicy: (inline) => JSON.stringify(inline),
    });
    // The nonce's own style and script, and one injected into the page, which cannot know it.
    const html =
      '<style nonce="n1">p{}</style><script nonce="n1">go()</script><script>steal()</script>';
    const render = () =>
      Promise.resolve(
        new Response(html, {
          headers: {
            "Content-Type": "text/html",
            "Cache-Control": SHARED_PAGE,
            "Content-Security-Policy": "script-src 'nonce-n1'",
          },
        }),
      );
    const expected = JSON.stringify({
      scriptHashes: [cspHash("go()")],
      styleHashes: [cspHash("p{}")],
    });
    const policies: (string | null)[] = [];
    for (const headers of [{}, { "If-None-Match": "*" }] as Record<string, string>[]) {
      const request = new Request("http://shop.test/", { headers });
      const answer = await cache.serve(request, render, "n1");
      policies.push(answer.headers.get("Content-Security-Policy"));
    }
    expect(policies).toEqual([expected, expected]);
  });
});

describe("the page cache for signed-in visitors (decision record 0052)", () => {
  const signedIn = (get: ReturnType<typeof shop>["get"], token: string, extra = {}) =>
    get("/", { cookie: `cookieConsent=all; hanko=${token}`, ...extra }, "GET", "signed-in");

  it("renders a shared page once for every signed-in visitor, without their session, and answers it private", async () => {
    const { get, renders } = shop();
    const anna = await signedIn(get, "token-of-anna");
    const bertil = await signedIn(get, "token-of-bertil");
    expect(renders()).toBe(1);
    const body = await bertil.text();
    expect(body).toContain("signed-in no-token");
    expect(await anna.text()).toBe(body);
    expect(anna.headers.get("Cache-Control")).toBe(PERSONAL_PAGE);
    expect(bertil.headers.get("Cache-Control")).toBe(PERSONAL_PAGE);
    expect(bertil.headers.get("ETag")).toBe(anna.headers.get("ETag"));
  });

  it("keeps the signed-in page apart from the anonymous one, whose answer stays public", async () => {
    const { get, renders } = shop();
    const visitor = await get("/", { cookie: "cookieConsent=all" });
    const shopper = await signedIn(get, "token-of-anna");
    const visitorAgain = await get("/", { cookie: "cookieConsent=all" });
    expect(renders()).toBe(2);
    expect(await visitorAgain.text()).toContain("anonymous no-token");
    expect(visitorAgain.headers.get("Cache-Control")).toBe(SHARED_PAGE);
    expect(await shopper.text()).toContain("signed-in no-token");
    expect(shopper.headers.get("ETag")).not.toBe(visitor.headers.get("ETag"));
    // A browser that held the anonymous page gets the signed-in one, not a 304.
    const afterSignIn = await signedIn(get, "token-of-anna", {
      "If-None-Match": visitor.headers.get("ETag") ?? "",
    });
    expect(afterSignIn.status).toBe(200);
  });

  it("answers a visitor whose session is dead the anonymous page, private", async () => {
    const { get, renders } = shop();
    await get("/", { cookie: "cookieConsent=all" });
    const dead = await get("/", { cookie: "cookieConsent=all; hanko=expired" }, "GET", "anonymous");
    expect(renders()).toBe(1);
    expect(await dead.text()).toContain("anonymous no-token");
    expect(dead.headers.get("Cache-Control")).toBe(PERSONAL_PAGE);
  });

  it("answers private what it could not keep for a signed-in visitor (a data request)", async () => {
    const { get, renders } = shop({ contentType: "text/x-script" });
    const data = await signedIn(get, "token-of-anna");
    await signedIn(get, "token-of-anna");
    expect(renders()).toBe(2);
    expect(data.headers.get("Cache-Control")).toBe(PERSONAL_PAGE);
  });

  it("renders a signed-in visitor's page alone, with the token, when it may not be shared", async () => {
    const { get, renders } = shop();
    const alone = await get("/", { cookie: "hanko=token-of-anna" }, "GET", undefined);
    expect(await alone.text()).toContain("alone with-token");
    expect(renders()).toBe(1);
  });

  it("keys a page by address, preference cookies and audience, never by the session token", () => {
    const page = (cookie: string) =>
      new Request("http://shop.test/product/a", { headers: { cookie } });
    const keys = [
      cacheKey(page("cookieConsent=all; hanko=token-of-anna"), "signed-in"),
      cacheKey(page("hanko=token-of-bertil; cookieConsent=all"), "signed-in"),
      cacheKey(page("cookieConsent=all"), "anonymous"),
    ];
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys.join("")).not.toContain("token-of");
  });
});

describe("a kept page's transform (slim-stylesheet.ts)", () => {
  it("keeps and answers the transformed page, with the hashes and ETag of what is answered", async () => {
    const cache = createPageCache({
      snapshot: () => Promise.resolve({}),
      contentSecurityPolicy: (inline) => JSON.stringify(inline),
      transform: (html) => html.replace("p{}a{}", "p{}"),
    });
    const render = () =>
      Promise.resolve(
        new Response('<style nonce="n1">p{}a{}</style>', {
          headers: { "Content-Type": "text/html", "Cache-Control": SHARED_PAGE },
        }),
      );
    const first = await cache.serve(new Request("http://shop.test/"), render, "n1");
    const again = await cache.serve(new Request("http://shop.test/"), render, "n1");
    expect(await first.text()).toBe('<style nonce="n1">p{}</style>');
    expect(await again.text()).toBe('<style nonce="n1">p{}</style>');
    expect(first.headers.get("Content-Security-Policy")).toBe(
      JSON.stringify({ scriptHashes: [], styleHashes: [cspHash("p{}")] }),
    );
  });
});

describe("a page's weak ETag", () => {
  it("is the same for the same page rendered again with another nonce, so its holder gets a 304", async () => {
    const cache = createPageCache({
      snapshot: () => Promise.resolve({}),
      contentSecurityPolicy: (inline) => JSON.stringify(inline),
    });
    let text = "Sök: laddare";
    // Not kept (a search asked for the first time): each request renders it again.
    const render = (nonce: string) => () =>
      collectOnce(`<script nonce="${nonce}">go()</script><p>${text}</p>`);
    const first = await cache.serve(new Request("http://shop.test/s"), render("n1"), "n1");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"/);
    const held = new Request("http://shop.test/s", { headers: { "If-None-Match": etag } });
    expect((await cache.serve(held, render("n2"), "n2")).status).toBe(304);
    text = "Sök: kabel";
    const changed = await cache.serve(held, render("n3"), "n3");
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });
});

/** A shared page that may be kept for no time at all. */
function collectOnce(html: string): Promise<Response> {
  tagKeepFor(0);
  return Promise.resolve(
    new Response(html, {
      headers: { "Content-Type": "text/html", "Cache-Control": SHARED_PAGE },
    }),
  );
}
