// Every request of the SDK goes through here (product spec §7): the API base URL, JSON
// `Accept`/`Content-Type`, `X-Language`, `Authorization: Bearer` from the session token,
// credentials included, a timeout with its own error, and the session headers of each answer
// stored. Network, timeout and HTTP failures stay distinct: this client rejects only with
// NetworkError or RequestTimeoutError; statuses are for the caller.
import { BEARER_PREFIX, HEADERS } from "@kretsbutiken/flow-protocol";
import { NetworkError, RequestTimeoutError } from "../errors.ts";
import type { Platform } from "../platform/platform.ts";
import type { SessionState } from "../session/session-state.ts";
import type { TokenStore } from "../session/token-store.ts";
import { HttpResponse } from "./http-response.ts";
import { readSessionHeaders, tokenCookieAttributes } from "./session-headers.ts";

export const DEFAULT_TIMEOUT_MS = 13_000;
export const DEFAULT_LANGUAGE = "en";

export type HttpClientOptions = {
  timeout?: number;
  /** Sent as X-Language; defaults to `en` (product spec §9). */
  lang?: string;
  platform: Platform;
  tokenStore: TokenStore;
  sessionState: SessionState;
};

type RequestOptions = { method: string; body?: unknown };

export class HttpClient {
  readonly api: string;
  timeout: number;
  lang: string | undefined;
  readonly #platform: Platform;
  readonly #tokens: TokenStore;
  readonly #sessionState: SessionState;

  constructor(api: string, options: HttpClientOptions) {
    this.api = api.replace(/\/+$/, "");
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.lang = options.lang;
    this.#platform = options.platform;
    this.#tokens = options.tokenStore;
    this.#sessionState = options.sessionState;
  }

  get(path: string): Promise<HttpResponse> {
    return this._fetch(path, { method: "GET" });
  }

  post(path: string, body?: unknown): Promise<HttpResponse> {
    return this._fetch(path, { method: "POST", body });
  }

  put(path: string, body?: unknown): Promise<HttpResponse> {
    return this._fetch(path, { method: "PUT", body });
  }

  patch(path: string, body?: unknown): Promise<HttpResponse> {
    return this._fetch(path, { method: "PATCH", body });
  }

  delete(path: string): Promise<HttpResponse> {
    return this._fetch(path, { method: "DELETE" });
  }

  /** The session JWT this client sends, if any. */
  getAuthToken(): string | undefined {
    return this.#tokens.get();
  }

  async _fetch(path: string, options: RequestOptions): Promise<HttpResponse> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": "application/json",
      [HEADERS.language]: this.lang ?? DEFAULT_LANGUAGE,
    };
    const token = this.#tokens.get();
    if (token !== undefined) headers[HEADERS.authorization] = `${BEARER_PREFIX}${token}`;

    const init: RequestInit = { method: options.method, headers, credentials: "include" };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);

    const controller = new AbortController();
    init.signal = controller.signal;
    let timedOut = false;
    const timer = this.#platform.timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeout);

    let response: HttpResponse;
    try {
      const raw = await this.#platform.fetch(this.api + path, init);
      response = new HttpResponse(raw, await raw.text());
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(error);
      throw new NetworkError(error);
    } finally {
      this.#platform.timers.clearTimeout(timer);
    }
    this.processHeaders(response);
    return response;
  }

  /** Stores the session token and lifetime an answer carries (on every answer, not only success). */
  processHeaders(response: HttpResponse): void {
    const session = readSessionHeaders(response.headers);
    if (session.token !== undefined) {
      const attributes = tokenCookieAttributes({
        apiUrl: this.api,
        pageUrl: this.#pageUrl(),
        headers: session,
        now: this.#platform.clock.now(),
      });
      this.#tokens.set(session.token, attributes);
    }
    if (session.lifetimeSeconds !== undefined) this.#sessionState.started(session.lifetimeSeconds);
  }

  #pageUrl(): string {
    try {
      return this.#platform.location.href;
    } catch {
      return "";
    }
  }
}
