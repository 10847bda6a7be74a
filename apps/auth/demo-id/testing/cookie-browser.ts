// A browser as far as Demo-ID's tests need one: fetch with a cookie jar (cookies kept by name and
// path, sent where their path matches) that follows redirects within the provider by hand and
// stops at the first address elsewhere, the client's redirect_uri, without going there.

export interface BrowserPage {
  status: number;
  url: string;
  headers: Headers;
  html: string;
}

export interface BrowserOptions {
  /** Sent with every request, e.g. Accept-Language. */
  headers?: Record<string, string>;
}

export class CookieBrowser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();
  private readonly origin: string;
  private readonly headers: Record<string, string>;

  constructor(origin: string, options: BrowserOptions = {}) {
    this.origin = origin;
    this.headers = options.headers ?? {};
  }

  private cookieHeader(url: URL): string {
    return [...this.jar.values()]
      .filter(
        ({ path }) => url.pathname === path || url.pathname.startsWith(path.replace(/\/?$/, "/")),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
  }

  private keep(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path =
        attributes.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? url.pathname;
      const expired = attributes.some(
        (a) => /^max-age=(0|-)/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a),
      );
      const key = `${name} ${path}`;
      if (expired || value === "") this.jar.delete(key);
      else this.jar.set(key, { name, value, path });
    }
  }

  /** A cookie for the whole site, as another page of it (or a script) would have set it. */
  setCookie(name: string, value: string): void {
    this.jar.set(`${name} /`, { name, value, path: "/" });
  }

  /** One request, no redirects followed. */
  async request(
    address: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(address, this.origin);
    const response = await fetch(url, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      redirect: "manual",
      headers: {
        ...this.headers,
        cookie: this.cookieHeader(url),
        ...(init.form
          ? { "content-type": "application/x-www-form-urlencoded", origin: this.origin }
          : {}),
        ...init.headers,
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.keep(url, response);
    return response;
  }

  /**
   * A request and the redirects after it, while they stay at the provider: the page reached, or
   * the address elsewhere the browser is sent to (status 303, `url` that address, no html).
   */
  async go(
    address: string,
    init: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<BrowserPage> {
    let response = await this.request(address, init);
    let url = new URL(address, this.origin).href;
    for (let hop = 0; hop < 10; hop++) {
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || location === null) {
        return {
          status: response.status,
          url,
          headers: response.headers,
          html: await response.text(),
        };
      }
      url = new URL(location, url).href;
      if (new URL(url).origin !== this.origin) {
        return { status: response.status, url, headers: response.headers, html: "" };
      }
      response = await this.request(url);
    }
    throw new Error(`more than ten redirects from ${address}`);
  }
}
