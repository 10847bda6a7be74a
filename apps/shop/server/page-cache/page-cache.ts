// The server's own cache of shared pages: rendering a page with React was most of what was left
// of a request once the catalogue was cached (bench/shop-load.ts --cpu-prof), and a shared page
// (http/page-cache-control.ts) is the same HTML for every anonymous visitor with the
// same address and preference cookies. So the first such request renders, concurrent ones wait
// for it, and later ones get its bytes (compressed once per encoding) with a weak ETag, or a 304
// when they already hold it. A page is kept until a product it showed, or a listing scope it
// counted, changes on any instance (its tags, page-tags.ts; decision record 0049), and at most
// PAGE_TTL_MS (the footer's year, time itself), or less when what it showed is kept less
// (search results: page-tags.ts); past that time it is still answered, for as long again at
// most, while one rendering in the background replaces it, so no visitor waits for it. A
// signed-in visitor of a shared page gets the page kept for signed-in visitors, rendered without
// their session and answered `private` (page-audience.ts, decision record 0052); other methods,
// a signed-in visitor's other pages and pages that are not shared always render. A kept page is
// answered to many visitors, so the nonce it was rendered with is no secret: its
// Content-Security-Policy names the hashes of its inline scripts and styles instead
// (server/security-headers/, decision record 0036).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isPersonalRequest, PERSONAL_PAGE, SHARED_PAGE } from "../../http/page-cache-control.ts";
import { readPreferences } from "../../http/read-preferences.ts";
import { inlineHashes } from "../security-headers/inline-hashes.ts";
import type { InlineSources } from "../security-headers/security-headers.ts";
import { ByteLru } from "./byte-lru.ts";
import { matchesIfNoneMatch } from "./if-none-match.ts";
import { collectPageTags, type PageTags } from "./page-tags.ts";
import { withoutSession, type PageAudience } from "./page-audience.ts";

export const PAGE_TTL_MS = 60_000;
/**
 * How long a request waits for the catalogue's check before it is rendered without the cache:
 * far longer than a check takes, far shorter than the database's timeout.
 */
export const SNAPSHOT_WAIT_MS = 500;
/** Changes remembered, to tell whether one came while a page was rendering. */
const RECENT_CHANGES = 256;

/** Products and listing scopes that changed (any: everything may have). */
export interface PagesChanged {
  all: boolean;
  productIds: readonly number[];
  scopes: readonly string[];
}

type Encoding = "br" | "gzip";

interface CachedPage {
  /** The products and scopes it showed. */
  tags: PageTags;
  storedAt: number;
  headers: [string, string][];
  /** Allows exactly the page's inline scripts and styles, by their hashes. */
  policy: string;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Compressed once per encoding, off the server's thread; concurrent requests share it. */
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
  bytes: number;
}

/** Renders a page: for `audience` when it may be kept, else for the request alone. */
export type Render = (request: Request, audience?: PageAudience) => Promise<Response>;

export interface PageCacheOptions {
  /** Resolves when what pages are rendered from is current (the catalogue's check). */
  snapshot: () => Promise<unknown>;
  /** Registers for changes of what pages show; each drops the pages that showed it. */
  onChange?: (listener: (change: PagesChanged) => void) => void;
  /** The Content-Security-Policy for a page whose inline code is allowed by these hashes. */
  contentSecurityPolicy: (inline: InlineSources) => string;
  /** How long a request waits for `snapshot` before rendering without the cache. */
  snapshotWaitMs?: number;
  /** What a page's HTML becomes when kept (slim-stylesheet.ts): before its hashes and ETag. */
  transform?: (html: string) => string;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  clock?: () => number;
}

export interface PageCache {
  /**
   * Answers from the cache, or renders (once for concurrent identical requests) and keeps it.
   * `nonce` is the CSP nonce `render` renders with: a kept page allows the inline code that
   * carries it, by hash, and nothing else. `audience` is whom the request's page may be shared
   * with (page-audience.ts); undefined renders it for this request alone. By default a request
   * without a session token is anonymous and any other is rendered alone. A page kept for an
   * audience is rendered from the request without its session token, with the audience given
   * to `render`.
   */
  serve(
    request: Request,
    render: Render,
    nonce: string,
    audience?: PageAudience,
  ): Promise<Response>;
}

/**
 * The address and what the page is rendered from: language, currency, colour, consent, and
 * whether the visitor is signed in.
 */
export function cacheKey(request: Request, audience: PageAudience): string {
  const preferences = readPreferences(request.headers.get("Cookie"));
  return `${request.url}\n${JSON.stringify(preferences)}\n${audience}`;
}

/**
 * A response to a request that carried a session token is `private`, whatever it was rendered
 * as: a shared cache never keeps it (http/page-cache-control.ts).
 */
function forVisitor(response: Response, request: Request): Response {
  if (!isPersonalRequest(request.headers)) return response;
  response.headers.set("Cache-Control", PERSONAL_PAGE);
  return response;
}

function acceptedEncoding(request: Request): Encoding | undefined {
  const accepted = (request.headers.get("Accept-Encoding") ?? "").toLowerCase();
  const allows = (name: string) =>
    accepted.split(",").some((part) => {
      const [token, ...params] = part.trim().split(";");
      return token === name && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page's body in `encoding`, compressed in libuv's thread pool: a page of forty-eight
 * search results took the server's thread about 10 ms to compress with brotli.
 */
function encode(
  page: CachedPage,
  encoding: Encoding,
  resized: () => void,
): Promise<Uint8Array<ArrayBuffer>> {
  let body = page.encoded.get(encoding);
  if (!body) {
    const compressed =
      encoding === "br"
        ? brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipped(page.body, { level: 6 });
    body = compressed.then(
      (buffer) => {
        const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
        page.bytes += bytes.byteLength;
        resized();
        return bytes;
      },
      (error: unknown) => {
        // Not kept: the next request for this encoding compresses again.
        page.encoded.delete(encoding);
        throw error;
      },
    );
    page.encoded.set(encoding, body);
  }
  return body;
}

async function answer(page: CachedPage, request: Request, resized: () => void): Promise<Response> {
  const headers = new Headers(page.headers);
  if (isPersonalRequest(request.headers)) headers.set("Cache-Control", PERSONAL_PAGE);
  headers.set("Content-Security-Policy", page.policy);
  headers.set("ETag", page.etag);
  headers.set("Vary", "Cookie, Accept-Encoding");
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), page.etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  const encoding = acceptedEncoding(request);
  const body = encoding ? await encode(page, encoding, resized) : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/**
 * The rendered page's bytes and headers when it may be shared; undefined otherwise. Its weak
 * ETag is the hash of the page without the nonce it was rendered with, so the same page
 * rendered again (past its time, or not kept: a search asked for the first time) has the same
 * tag, and a visitor who holds it gets a 304.
 */
async function keepable(
  response: Response,
  storedAt: number,
  policyFor: (html: string) => string,
  transform: (html: string) => string,
  nonce: string,
): Promise<Omit<CachedPage, "tags"> | undefined> {
  if (
    response.status !== 200 ||
    response.headers.get("Cache-Control") !== SHARED_PAGE ||
    response.headers.has("Set-Cookie") ||
    !response.headers.get("Content-Type")?.startsWith("text/html")
  ) {
    return undefined;
  }
  const html = transform(await response.text());
  const body = new TextEncoder().encode(html);
  const headers = [...response.headers].filter(
    ([name]) =>
      !["content-length", "content-encoding", "date", "content-security-policy"].includes(name),
  );
  const policy = policyFor(html);
  const hash = createHash("sha256")
    .update(nonce ? html.replaceAll(nonce, "") : html)
    .digest("base64url")
    .slice(0, 27);
  return {
    storedAt,
    headers,
    policy,
    body,
    etag: `W/"${hash}"`,
    encoded: new Map(),
    bytes: body.byteLength,
  };
}

/** Whether a page with these tags showed something that changed. */
function touches(tags: PageTags, change: PagesChanged): boolean {
  return (
    change.all ||
    change.productIds.some((id) => tags.products.has(id)) ||
    change.scopes.some((scope) => tags.scopes.has(scope))
  );
}

export function createPageCache({
  snapshot,
  onChange,
  contentSecurityPolicy,
  snapshotWaitMs = SNAPSHOT_WAIT_MS,
  transform = (html) => html,
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
  ttlMs = PAGE_TTL_MS,
  clock = Date.now,
}: PageCacheOptions): PageCache {
  const pages = new ByteLru<CachedPage>(maxEntries, maxBytes);
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  // Numbered, so a page rendered while a change arrived is not kept if it showed what changed.
  const recent: { seq: number; change: PagesChanged }[] = [];
  let changes = 0;
  onChange?.((change) => {
    changes += 1;
    recent.push({ seq: changes, change });
    if (recent.length > RECENT_CHANGES) recent.shift();
    pages.deleteWhere((page) => touches(page.tags, change));
  });
  /** Whether a change since `seq` touched `tags` (or so many came that they were forgotten). */
  function changedSince(seq: number, tags: PageTags): boolean {
    if (changes === seq) return false;
    if (recent[0] && recent[0].seq > seq + 1) return true;
    return recent.some((it) => it.seq > seq && touches(tags, it.change));
  }
  // While the snapshot cannot be had (the database does not answer), pages are rendered as
  // asked, without waiting for it: one that needs no database still answers at once, and one
  // that does answers 503 by itself (server/faults/). Each request meanwhile asks for a
  // snapshot (the catalogue runs one check at a time), and the first that comes ends this.
  let unavailable = false;
  const ask = (): Promise<unknown> => {
    const asked = snapshot();
    asked.then(
      () => (unavailable = false),
      () => (unavailable = true),
    );
    return asked;
  };
  /** Whether the check answered in time. */
  async function currentInTime(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(resolve, snapshotWaitMs, false);
    });
    try {
      return await Promise.race([ask().then(() => true), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** `page`'s answer; a compressed copy made for it counts towards the cache's bytes. */
  const respond = (key: string, page: CachedPage, request: Request) =>
    answer(page, request, () => pages.resized(key, page));

  /** Renders and keeps a page in the background; what cannot be kept is dropped unread. */
  function replace(
    key: string,
    request: Request,
    render: Render,
    audience: PageAudience,
    nonce: string,
  ): void {
    renderAndKeep(key, request, render, audience, nonce).then(
      (response) => response.body?.cancel().catch(() => {}),
      () => {},
    );
  }

  async function renderAndKeep(
    key: string,
    request: Request,
    render: Render,
    audience: PageAudience,
    nonce: string,
  ): Promise<Response> {
    let resolve: (page: CachedPage | undefined) => void = () => {};
    rendering.set(
      key,
      new Promise((settle) => {
        resolve = settle;
      }),
    );
    let page: CachedPage | undefined;
    const since = changes;
    try {
      // The body is read inside too: data a loader defers is read while it streams.
      const [[response, made], tags] = await collectPageTags(async () => {
        const rendered = await render(withoutSession(request), audience);
        const policy = (html: string) => contentSecurityPolicy(inlineHashes(html, nonce));
        return [rendered, await keepable(rendered, clock(), policy, transform, nonce)] as const;
      });
      if (!made) return forVisitor(response, request);
      page = { ...made, tags };
      // Kept unless it showed what changed meanwhile, or what may be shown for no time at all.
      if (!changedSince(since, page.tags) && page.tags.keepMs > 0) pages.set(key, page);
      return respond(key, page, request);
    } finally {
      rendering.delete(key);
      resolve(page);
    }
  }

  return {
    async serve(
      request,
      render,
      nonce,
      audience = isPersonalRequest(request.headers) ? undefined : "anonymous",
    ) {
      const method = request.method.toUpperCase();
      if ((method !== "GET" && method !== "HEAD") || audience === undefined) {
        return render(request);
      }
      if (unavailable) {
        void ask();
        return render(request);
      }
      if (!(await currentInTime())) return render(request);
      const key = cacheKey(request, audience);
      const kept = pages.get(key);
      if (kept) {
        const age = clock() - kept.storedAt;
        const keepFor = Math.min(ttlMs, kept.tags.keepMs);
        if (age < keepFor) return respond(key, kept, request);
        // Past its time, but nothing it showed changed (a change drops a page at once): it is
        // answered, for as long again at most, while one rendering replaces it.
        if (age < 2 * keepFor) {
          if (method === "GET" && !rendering.has(key))
            replace(key, request, render, audience, nonce);
          return respond(key, kept, request);
        }
      }
      if (method === "HEAD") return render(request);
      const pending = rendering.get(key);
      const page = pending ? await pending : undefined;
      // Concurrent identical requests share one rendering; a page that may not be shared is
      // rendered for each.
      if (page) return respond(key, page, request);
      return renderAndKeep(key, request, render, audience, nonce);
    },
  };
}
