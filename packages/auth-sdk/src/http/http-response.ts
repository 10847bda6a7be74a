// A finished response with its body already read, so `json()` is synchronous like the official
// SDK's XHR-backed Response, and the body is read inside the request timeout.

export class ResponseHeaders {
  readonly #headers: Headers;

  constructor(headers: Headers) {
    this.#headers = headers;
  }

  /** The header's value, or `null` (also when CORS does not expose it). */
  getResponseHeader(name: string): string | null {
    return this.#headers.get(name);
  }
}

export class HttpResponse {
  readonly headers: ResponseHeaders;
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly #body: string;

  constructor(response: Response, body: string) {
    this.headers = new ResponseHeaders(response.headers);
    this.ok = response.ok;
    this.status = response.status;
    this.statusText = response.statusText;
    this.url = response.url;
    this.#body = body;
  }

  /** The raw body text. */
  text(): string {
    return this.#body;
  }

  /** The decoded body; throws a SyntaxError when it is not JSON. */
  json(): unknown {
    return JSON.parse(this.#body);
  }

  /** The header as an integer, 0 when absent or not a number (official SDK semantics). */
  parseNumericHeader(name: string): number {
    const value = Number.parseInt(this.headers.getResponseHeader(name) ?? "", 10);
    return Number.isNaN(value) ? 0 : value;
  }
}
