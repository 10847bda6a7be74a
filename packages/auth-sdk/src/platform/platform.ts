// Everything the SDK takes from the browser, as one injectable object. Tests pass fakes; the
// defaults (./browser-platform.ts) read the browser globals only when a member is used, so
// importing the SDK or constructing Hanko touches nothing.
import type { CookieJar } from "./cookie-jar.ts";

/** The part of `Storage` the SDK uses (localStorage and sessionStorage). */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/** The part of `EventTarget` the SDK uses: the document for its events, the window for storage. */
export type EventTargetLike = {
  addEventListener(
    type: string,
    listener: (event: Event) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: (event: Event) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  dispatchEvent(event: Event): boolean;
};

export type Clock = { now(): number };

/** Whatever `setTimeout` returns: a number in browsers, an object in Node. */
export type TimerId = unknown;

export type Timers = {
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
};

/** What the page knows about the browser's WebAuthn support (flow-api §2.2 preflight). */
export type ClientCapabilities = {
  webauthn_available: boolean;
  webauthn_conditional_mediation_available: boolean;
  webauthn_platform_authenticator_available: boolean;
};

export type CapabilityProbe = () => Promise<ClientCapabilities>;

/** The two WebAuthn ceremonies on JSON options, as the flow API sends and expects them. */
export type WebauthnCeremonies = {
  /** `navigator.credentials.get`; `mediation: "conditional"` for passkey autofill. */
  get(options: { publicKey: unknown; mediation?: string }): Promise<unknown>;
  create(options: { publicKey: unknown }): Promise<unknown>;
  /** Aborts a pending ceremony, e.g. the conditional request of passkey autofill. */
  abort(): void;
};

export type Platform = {
  fetch: typeof fetch;
  /** localStorage: session state, flow cache, last login. */
  storage: StorageLike;
  /** sessionStorage: PKCE code verifier and, with `sessionTokenLocation`, the token. */
  sessionStorage: StorageLike;
  cookies: CookieJar;
  /** The page address; only `href` is read. */
  location: { readonly href: string };
  /** Used to take one-time parameters such as `hanko_token` out of the address. */
  history: { replaceState(data: unknown, unused: string, url: string): void };
  /** Leaves the page, e.g. for a third-party provider. */
  navigate(url: string): void;
  clock: Clock;
  timers: Timers;
  /** Where the SDK's events are sent and heard: the document. */
  events: EventTargetLike;
  /** Where `storage` events of other tabs arrive: the window. */
  windowEvents: EventTargetLike;
  /** Whether the page is shown (`document.visibilityState` is not "hidden"). */
  isVisible(): boolean;
  capabilities: CapabilityProbe;
  webauthn: WebauthnCeremonies;
};
