// The server's own cache of shared pages: rendering a page with React was most of what was left
// of a request once the catalogue was cached (bench/shop-load.ts --cpu-prof), and a shared page
// (app/page-cache/page-cache-control.ts) is the same HTML for every anonymous visitor with the
// same address and preference cookies. So the first such request renders, concurrent ones wait
// for it, and later ones get its bytes (compressed once per encoding) with a weak ETag, or a 304
// when they already hold it. A page is kept while the catalogue snapshot it was rendered from is
// current (a new one after any change of stock or price on any instance) and at most
// PAGE_TTL_MS (the footer's year, time itself). A signed-in visitor of a shared page gets the
// page kept for signed-in visitors, rendered without their session and answered `private`
// (page-audience.ts, decision record 0052); other methods, a signed-in visitor's other pages and
// pages that are not shared always render. A kept page is answered to many visitors, so the nonce it
// was rendered with is no secret: its Content-Security-Policy names the hashes of its inline
// scripts and styles instead (server/security-headers/, decision record 0036).
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  isPersonalRequest,
  PERSONAL_PAGE,
  SHARED_PAGE,
} from "../../app/page-cache/page-cache-control.ts";
import { readPreferences } from "../../app/preferences/read-preferences.ts";
import { inlineHashes } from "../security-headers/inline-hashes.ts";
import type { InlineSources } from "../security-headers/security-headers.ts";
import { ByteLru } from "./byte-lru.ts";
import { matchesIfNoneMatch } from "./if-none-match.ts";
import { withoutSession, type PageAudience } from "./page-audience.ts";

export const PAGE_TTL_MS = 60_000;
/**
 * How long a request waits for the catalogue's snapshot before it is rendered without the
 * cache: far longer than a check or a reload takes, far shorter than the database's timeout.
 */
export const SNAPSHOT_WAIT_MS = 500;

type Encoding = "br" | "gzip";

interface CachedPage {
  /** The catalogue snapshot the page was rendered from. */
  snapshot: object;
  storedAt: number;
  headers: [string, string][];
  /** Allows exactly the page's inline scripts and styles, by their hashes. */
  policy: string;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  encoded: Map<Encoding, Uint8Array<ArrayBuffer>>;
  bytes: number;
}

/** Renders a page: for `audience` when it may be kept, else for the request alone. */
export type Render = (request: Request, audience?: PageAudience) => Promise<Response>;

export interface PageCacheOptions {
  /** What pages are rendered from: a new object means pages may have changed. */
  snapshot: () => Promise<object>;
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
 * as: a shared cache never keeps it (page-cache-control.ts).
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

function encode(page: CachedPage, encoding: Encoding): Uint8Array<ArrayBuffer> {
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(page.body, { level: 6 });
    page.encoded.set(encoding, body);
    page.bytes += body.byteLength;
  }
  return body;
}

function answer(page: CachedPage, request: Request): Response {
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
  const body = encoding ? encode(page, encoding) : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/** The rendered page's bytes and headers when it may be shared; undefined otherwise. */
async function keepable(
  response: Response,
  snapshot: object,
  storedAt: number,
  policyFor: (html: string) => string,
  transform: (html: string) => string,
): Promise<CachedPage | undefined> {
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
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    snapshot,
    storedAt,
    headers,
    policy,
    body,
    etag: `W/"${hash}"`,
    encoded: new Map(),
    bytes: body.byteLength,
  };
}

export function createPageCache({
  snapshot,
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
  // While the snapshot cannot be had (the database does not answer), pages are rendered as
  // asked, without waiting for it: one that needs no database still answers at once, and one
  // that does answers 503 by itself (server/faults/). Each request meanwhile asks for a
  // snapshot (the catalogue runs one check at a time), and the first that comes ends this.
  let unavailable = false;
  const ask = (): Promise<object> => {
    const asked = snapshot();
    asked.then(
      () => (unavailable = false),
      () => (unavailable = true),
    );
    return asked;
  };
  /** The snapshot, or undefined when it failed or is late. */
  async function snapshotInTime(): Promise<object | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, snapshotWaitMs, undefined);
    });
    try {
      return await Promise.race([ask(), late]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async function renderAndKeep(
    key: string,
    request: Request,
    render: Render,
    audience: PageAudience,
    current: object,
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
    try {
      const response = await render(withoutSession(request), audience);
      page = await keepable(
        response,
        current,
        clock(),
        (html) => contentSecurityPolicy(inlineHashes(html, nonce)),
        transform,
      );
      if (!page) return forVisitor(response, request);
      pages.set(key, page);
      return answer(page, request);
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
      const current = await snapshotInTime();
      if (current === undefined) return render(request);
      const key = cacheKey(request, audience);
      const kept = pages.get(key);
      if (kept && kept.snapshot === current && clock() - kept.storedAt < ttlMs) {
        return answer(kept, request);
      }
      if (method === "HEAD") return render(request);
      const pending = rendering.get(key);
      const page = pending ? await pending : undefined;
      // Concurrent identical requests share one rendering; a page that may not be shared is
      // rendered for each.
      if (page) return answer(page, request);
      return renderAndKeep(key, request, render, audience, current, nonce);
    },
  };
}
