// The default Platform: each member reaches for the browser global when it is used, never
// when this module is imported or the platform is built, so server-side rendering can import
// and construct the SDK.
import { browserWebauthn } from "../webauthn/browser-webauthn.ts";
import { browserCapabilities } from "../webauthn/webauthn-support.ts";
import { documentCookieJar } from "./cookie-jar.ts";
import type { EventTargetLike, Platform, StorageLike } from "./platform.ts";

// Never evaluated at import: every use below sits inside a function.
const browser = () => globalThis;

/** Storage that survives a missing or disabled `Storage` (private mode, sandboxed frames). */
function lazyStorage(get: () => Storage): StorageLike {
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        get().setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the session still works for this page.
      }
    },
    removeItem(key) {
      try {
        get().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/** An event target that is quiet where the global is missing (server-side rendering). */
function lazyTarget(get: () => EventTarget | undefined): EventTargetLike {
  return {
    addEventListener: (type, listener) => get()?.addEventListener(type, listener),
    removeEventListener: (type, listener) => get()?.removeEventListener(type, listener),
    dispatchEvent: (event) => get()?.dispatchEvent(event) ?? false,
  };
}

export function browserPlatform(): Platform {
  return {
    fetch: (input, init) => browser().fetch(input, init),
    storage: lazyStorage(() => browser().localStorage),
    sessionStorage: lazyStorage(() => browser().sessionStorage),
    cookies: documentCookieJar(() => browser().document),
    location: {
      get href() {
        return browser().location.href;
      },
    },
    history: {
      replaceState: (data, unused, url) => browser().history.replaceState(data, unused, url),
    },
    navigate: (url) => browser().location.assign(url),
    clock: { now: () => Date.now() },
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    },
    events: lazyTarget(() => (browser() as { document?: Document }).document),
    windowEvents: lazyTarget(() => (browser() as { window?: Window }).window),
    isVisible: () => (browser() as { document?: Document }).document?.visibilityState !== "hidden",
    capabilities: browserCapabilities,
    webauthn: browserWebauthn(() => browser().navigator),
  };
}

/** The browser platform with the members a caller injected. */
export function resolvePlatform(overrides: Partial<Platform> = {}): Platform {
  return { ...browserPlatform(), ...overrides };
}
