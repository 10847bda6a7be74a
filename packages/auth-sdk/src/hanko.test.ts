// The official `Hanko` members that 2.7.0 declares private but its JavaScript users reach:
// `addEventListener`, `addEventListenerWithType`, `wrapCallback`, `_addEventListener`,
// `_removeEventListener`, `_throttle` and `cookie`.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CustomEventWithDetail } from "./events/event-bus.ts";
import {
  flowAfterStateChangeType,
  sessionCreatedType,
  userDeletedType,
  userLoggedOutType,
  type SessionDetail,
} from "./events/event-types.ts";
import { Hanko } from "./hanko.ts";
import { fakePlatform, type FakePlatform } from "./testing/fake-platform.ts";
import type { HankoOptions } from "./options.ts";
import { claims } from "@kretsbutiken/flow-protocol/testing";

const NOW = new Date("2026-11-22T10:00:00Z");

function setup(options: Omit<HankoOptions, "platform"> = {}) {
  const platform: FakePlatform = fakePlatform();
  const hanko = new Hanko("https://auth.example", { ...options, platform });
  const send = (type: string, detail: unknown) =>
    platform.events.dispatchEvent(new CustomEventWithDetail(type, detail));
  return { hanko, platform, send };
}

const sessionDetail: SessionDetail = {
  claims: claims(new Date(NOW.getTime() + 60_000)),
  expirationSeconds: 60,
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("hanko.addEventListener(type, { callback, once }, throttle)", () => {
  it("hands the event's detail to the callback until cleaned up", () => {
    const { hanko, send } = setup();
    const callback = vi.fn();
    const cleanup = hanko.addEventListener(userLoggedOutType, { callback });
    send(userLoggedOutType, null);
    send(userLoggedOutType, null);
    cleanup();
    send(userLoggedOutType, null);
    expect(callback.mock.calls).toEqual([[null], [null]]);
  });

  it("hears events the relay sends, with their detail", () => {
    const { hanko } = setup();
    const callback = vi.fn();
    hanko.addEventListener(sessionCreatedType, { callback });
    hanko.relay.dispatchSessionCreatedEvent(sessionDetail);
    expect(callback).toHaveBeenCalledWith(sessionDetail);
    hanko.stop();
  });

  it("with once, runs the callback for the first event only", () => {
    const { hanko, send } = setup();
    const callback = vi.fn();
    hanko.addEventListener(userDeletedType, { callback, once: true });
    send(userDeletedType, null);
    send(userDeletedType, null);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 1],
    [false, 3],
    [undefined, 3],
  ])(
    "with throttle %s, three events within throttleLimit run the callback %i times",
    (throttle, calls) => {
      const { hanko, send } = setup();
      const callback = vi.fn();
      hanko.addEventListener(userDeletedType, { callback }, throttle);
      for (let i = 0; i < 3; i++) send(userDeletedType, null);
      expect(callback).toHaveBeenCalledTimes(calls);
    },
  );

  it("throttles by throttleLimit as it is when the listener is added", () => {
    const { hanko, send } = setup();
    hanko.throttleLimit = 50;
    const callback = vi.fn();
    hanko.addEventListener("custom-event", { callback }, true);
    send("custom-event", 1);
    vi.advanceTimersByTime(49);
    send("custom-event", 2);
    vi.advanceTimersByTime(1);
    send("custom-event", 3);
    expect(callback.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it("starts the session relay for session events, not for others", () => {
    const { hanko } = setup();
    hanko.addEventListener(flowAfterStateChangeType, { callback: () => {} });
    hanko.addEventListenerWithType({ type: "custom-event", callback: () => {} });
    expect(hanko.relay.isRunning).toBe(false);
    hanko.addEventListener(userDeletedType, { callback: () => {} });
    expect(hanko.relay.isRunning).toBe(true);
    hanko.stop();
  });
});

describe("hanko.addEventListenerWithType({ type, callback, once, throttle })", () => {
  it("listens to any event type on the SDK's event target and cleans up", () => {
    const { hanko, send } = setup();
    const callback = vi.fn();
    const cleanup = hanko.addEventListenerWithType({ type: "shop-cart-changed", callback });
    send("shop-cart-changed", { items: 2 });
    send("another-event", { items: 3 });
    cleanup();
    send("shop-cart-changed", { items: 4 });
    expect(callback.mock.calls).toEqual([[{ items: 2 }]]);
  });

  it("combines once and throttle", () => {
    const { hanko, send } = setup();
    const callback = vi.fn();
    hanko.addEventListenerWithType({ type: "x", callback, once: true, throttle: true });
    send("x", 1);
    vi.advanceTimersByTime(5000);
    send("x", 2);
    expect(callback.mock.calls).toEqual([[1]]);
  });

  it("a cleanup removes only its own listener", () => {
    const { hanko, send } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const cleanupFirst = hanko.addEventListenerWithType({ type: "x", callback: first });
    hanko.addEventListenerWithType({ type: "x", callback: second });
    cleanupFirst();
    send("x", 1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });
});

describe("the Listener plumbing", () => {
  it("wrapCallback turns a detail callback into an event listener, throttled if asked", () => {
    const { hanko } = setup();
    const plain = vi.fn();
    const throttled = vi.fn();
    const event = new CustomEventWithDetail("x", "detail");
    const wrappedPlain = hanko.wrapCallback(plain, false);
    const wrappedThrottled = hanko.wrapCallback(throttled, true);
    for (let i = 0; i < 2; i++) {
      wrappedPlain(event);
      wrappedThrottled(event);
    }
    expect(plain.mock.calls).toEqual([["detail"], ["detail"]]);
    expect(throttled.mock.calls).toEqual([["detail"]]);
    vi.advanceTimersByTime(hanko.throttleLimit);
    expect(throttled).toHaveBeenCalledTimes(1);
  });

  it("_addEventListener and _removeEventListener work on the SDK's event target", () => {
    const { hanko, send } = setup();
    const listener = vi.fn();
    hanko._addEventListener("x", listener);
    send("x", 1);
    hanko._removeEventListener("x", listener);
    send("x", 2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent<number>).detail).toBe(1);
  });

  it("_addEventListener passes options on, e.g. once", () => {
    const { hanko, send } = setup();
    const listener = vi.fn();
    hanko._addEventListener("x", listener, { once: true });
    send("x", 1);
    send("x", 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["leading and trailing (default)", undefined, [["a"], ["c"]]],
    ["leading only", { trailing: false }, [["a"]]],
    ["trailing only", { leading: false }, [["c"]]],
  ] as const)("_throttle: %s", (_name, options, calls) => {
    const { hanko } = setup();
    const fn = vi.fn();
    const throttled = hanko._throttle(fn, 100, options);
    throttled("a");
    vi.advanceTimersByTime(10);
    throttled("b");
    throttled("c");
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual(calls);
  });
});

describe("hanko.cookie", () => {
  it("reads and writes the session cookie the requests authenticate with", async () => {
    const { hanko, platform } = setup();
    expect(hanko.cookie.get()).toBeUndefined();
    hanko.cookie.set("jwt-1", { secure: true });
    expect(platform.cookies.values.get("hanko")).toBe("jwt-1");
    expect(hanko.cookie.get()).toBe("jwt-1");
    expect(hanko.getSessionToken()).toBe("jwt-1");
    await hanko.client.get("/me");
    expect(platform.requests[0]?.headers["authorization"]).toBe("Bearer jwt-1");
    hanko.cookie.remove();
    expect(hanko.cookie.get()).toBeUndefined();
    expect(hanko.getSessionToken()).toBeUndefined();
  });

  it("sees the token the SDK stores from X-Auth-Token", async () => {
    const { hanko, platform } = setup();
    platform.route(
      () =>
        new Response("{}", {
          headers: { "X-Auth-Token": "jwt-2", "X-Session-Lifetime": "3600" },
        }),
    );
    await hanko.client.get("/whatever");
    expect(hanko.cookie.get()).toBe("jwt-2");
  });

  it("uses cookieName, cookieDomain and cookieSameSite", () => {
    const { hanko, platform } = setup({
      cookieName: "session",
      cookieDomain: "shop.example",
      cookieSameSite: "strict",
    });
    const expires = new Date(NOW.getTime() + 60_000);
    hanko.cookie.set("jwt-3", { secure: true, expires });
    expect(platform.cookies.writes).toEqual([
      {
        name: "session",
        value: "jwt-3",
        attributes: { domain: "shop.example", secure: true, sameSite: "strict", expires },
      },
    ]);
    hanko.cookie.remove();
    expect(platform.cookies.removals).toEqual([
      { name: "session", attributes: { domain: "shop.example" } },
    ]);
  });

  it("stays the cookie when the session token is kept in sessionStorage", () => {
    const { hanko, platform } = setup({ sessionTokenLocation: "sessionStorage" });
    hanko.cookie.set("jwt-4", { secure: true });
    expect(platform.cookies.values.get("hanko")).toBe("jwt-4");
    expect(platform.sessionStorage.getItem("hanko")).toBeNull();
    expect(hanko.getSessionToken()).toBeUndefined();
  });
});
