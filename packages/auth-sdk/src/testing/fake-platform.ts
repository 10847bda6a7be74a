// Test doubles for the injectable Platform (`new Hanko(api, { platform })`): in-memory storage
// and cookies, a programmable fetch that records requests, an address with history, and event
// targets. Clock and timers are the globals, so a test runner's fake timers control them.
// Published as "@kretsbutiken/auth-sdk/testing", for an app's own tests of code that uses the
// SDK, in Node, without a browser (the shop's tests use it so).
import type { CookieAttributes, CookieJar } from "../platform/cookie-jar.ts";
import type {
  ClientCapabilities,
  Platform,
  StorageLike,
  WebauthnCeremonies,
} from "../platform/platform.ts";

export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export type CookieWrite = { name: string; value: string; attributes: CookieAttributes };

export class MemoryCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: CookieWrite[] = [];
  readonly removals: { name: string; attributes: CookieAttributes }[] = [];
  get(name: string): string | undefined {
    return this.values.get(name);
  }
  set(name: string, value: string, attributes: CookieAttributes): void {
    this.values.set(name, value);
    this.writes.push({ name, value, attributes });
  }
  remove(name: string, attributes: CookieAttributes): void {
    this.values.delete(name);
    this.removals.push({ name, attributes });
  }
}

export type RecordedRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
};

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

export type FakePlatform = Platform & {
  storage: MemoryStorage;
  sessionStorage: MemoryStorage;
  cookies: MemoryCookieJar;
  location: { href: string };
  events: EventTarget;
  windowEvents: EventTarget;
  requests: RecordedRequest[];
  navigations: string[];
  /** Shows or hides the page: sets what `isVisible()` says and sends `visibilitychange`. */
  setVisible(visible: boolean): void;
  /** Replaces the answer of the fake fetch. */
  route(handler: FakeRoute): void;
};

export const CAPABILITIES: ClientCapabilities = {
  webauthn_available: true,
  webauthn_conditional_mediation_available: true,
  webauthn_platform_authenticator_available: false,
};

function unusedWebauthn(): WebauthnCeremonies {
  return {
    get: () => Promise.reject(new Error("no WebAuthn in this test")),
    create: () => Promise.reject(new Error("no WebAuthn in this test")),
    abort: () => {},
  };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function fakePlatform(options: { href?: string } = {}): FakePlatform {
  let handler: FakeRoute = () => json({ code: 404, message: "Not Found" }, { status: 404 });
  const requests: RecordedRequest[] = [];
  const navigations: string[] = [];
  const location = { href: options.href ?? "https://shop.example/login" };
  const events = new EventTarget();
  let visible = true;

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = {
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? "GET",
      headers: headersOf(init),
      credentials: init?.credentials,
      body,
    };
    requests.push(request);
    const signal = init?.signal;
    if (signal?.aborted) throw signal.reason;
    const answer = Promise.resolve(handler(request));
    if (signal === undefined || signal === null) return answer;
    return Promise.race([
      answer,
      new Promise<never>((_, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason as Error));
      }),
    ]);
  };

  return {
    fetch,
    storage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    cookies: new MemoryCookieJar(),
    location,
    history: {
      replaceState: (_data, _unused, url) => {
        location.href = new URL(url, location.href).href;
      },
    },
    navigate: (url) => {
      navigations.push(url);
    },
    clock: { now: () => Date.now() },
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    },
    events,
    windowEvents: new EventTarget(),
    isVisible: () => visible,
    setVisible(next) {
      visible = next;
      events.dispatchEvent(new Event("visibilitychange"));
    },
    capabilities: () => Promise.resolve(CAPABILITIES),
    webauthn: unusedWebauthn(),
    requests,
    navigations,
    route(next) {
      handler = next;
    },
  };
}

/** A JSON answer, as a server would send it. */
export function json(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

/** Answers each request with the next response of `responses` (the last one repeats). */
export function sequence(...responses: (() => Response)[]): FakeRoute {
  let index = 0;
  return () => {
    const next = responses[Math.min(index, responses.length - 1)];
    index++;
    if (next === undefined) throw new Error("sequence() needs at least one response");
    return next();
  };
}

/** A `storage` event as another tab's write produces it. */
export function storageEvent(key: string | null, newValue: string | null): Event {
  return Object.assign(new Event("storage"), { key, newValue });
}
