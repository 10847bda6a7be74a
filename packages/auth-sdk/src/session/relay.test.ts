import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Hanko } from "../hanko.ts";
import { fakePlatform, storageEvent, type FakePlatform } from "../testing/fake-platform.ts";
import { SESSION_ID, claims } from "@kretsbutiken/flow-protocol/testing";
import { MAX_TIMER_DELAY_MS } from "./expiry-timer.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const nowSeconds = NOW.getTime() / 1000;

function setup(platform: FakePlatform = fakePlatform()) {
  return { hanko: new Hanko("https://auth.example", { platform }), platform };
}

function storedSession(expiry: number, completed = true): string {
  return JSON.stringify({
    expiry,
    authFlowCompleted: completed,
    claims: claims(new Date(expiry * 1000)),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("event throttling", () => {
  it("runs session-created listeners at most once per 1000 ms", () => {
    const { hanko } = setup();
    const created = vi.fn();
    hanko.onSessionCreated(created);
    const detail = { claims: claims(new Date(NOW.getTime() + 60_000)), expirationSeconds: 60 };
    hanko.relay.dispatchSessionCreatedEvent(detail);
    hanko.relay.dispatchSessionCreatedEvent(detail);
    vi.advanceTimersByTime(999);
    hanko.relay.dispatchSessionCreatedEvent(detail);
    expect(created).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    hanko.relay.dispatchSessionCreatedEvent(detail);
    expect(created).toHaveBeenCalledTimes(2);
    hanko.stop();
  });

  it("throttles session-expired the same way, logged-out and deleted not at all", () => {
    const { hanko } = setup();
    const expired = vi.fn();
    const loggedOut = vi.fn();
    hanko.onSessionExpired(expired);
    hanko.onUserLoggedOut(loggedOut);
    for (let i = 0; i < 3; i++) {
      hanko.relay.dispatchSessionExpiredEvent();
      hanko.relay.dispatchUserLoggedOutEvent();
    }
    expect(expired).toHaveBeenCalledTimes(1);
    expect(loggedOut).toHaveBeenCalledTimes(3);
    hanko.stop();
  });

  it("dedupes across SDK instances on one page (one shared document)", () => {
    const platform = fakePlatform();
    const first = new Hanko("https://auth.example", { platform });
    const second = new Hanko("https://auth.example", { platform });
    const expired = vi.fn();
    first.onSessionExpired(expired);
    first.relay.dispatchSessionExpiredEvent();
    second.relay.dispatchSessionExpiredEvent();
    expect(expired).toHaveBeenCalledTimes(1);
    first.stop();
  });

  it("honours once and the cleanup function", () => {
    const { hanko } = setup();
    const once = vi.fn();
    const removed = vi.fn();
    hanko.onUserDeleted(once, true);
    const cleanup = hanko.onUserDeleted(removed);
    cleanup();
    hanko.relay.dispatchUserDeletedEvent();
    hanko.relay.dispatchUserDeletedEvent();
    expect(once).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    hanko.stop();
  });
});

describe("session expiry timer", () => {
  it("fires hanko-session-expired when the stored expiry elapses", () => {
    const { hanko, platform } = setup();
    platform.storage.setItem("hanko_session", storedSession(nowSeconds + 60));
    const expired = vi.fn();
    hanko.onSessionExpired(expired);
    vi.advanceTimersByTime(59_999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(hanko.session.isValid()).toBe(false);
    hanko.stop();
  });

  it("schedules from a session created in this tab", () => {
    const { hanko } = setup();
    const expired = vi.fn();
    hanko.onSessionExpired(expired);
    const detail = { claims: claims(new Date(NOW.getTime() + 5_000)), expirationSeconds: 5 };
    hanko.relay.dispatchSessionCreatedEvent(detail);
    vi.advanceTimersByTime(5_000);
    expect(expired).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  it(`waits in steps of at most ${MAX_TIMER_DELAY_MS} ms`, () => {
    const { hanko, platform } = setup();
    const days40 = 40 * 24 * 3600;
    platform.storage.setItem("hanko_session", storedSession(nowSeconds + days40));
    const setTimeoutSpy = vi.spyOn(platform.timers, "setTimeout");
    const expired = vi.fn();
    hanko.onSessionExpired(expired);
    expect(setTimeoutSpy.mock.calls[0]?.[1]).toBe(MAX_TIMER_DELAY_MS);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(days40 * 1000 - MAX_TIMER_DELAY_MS);
    expect(expired).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  it("stops: no timer and no storage listener after stop()", () => {
    const { hanko, platform } = setup();
    platform.storage.setItem("hanko_session", storedSession(nowSeconds + 60));
    const expired = vi.fn();
    hanko.onSessionExpired(expired);
    // The expiry timer and the server check's (./session-poller.ts).
    expect(vi.getTimerCount()).toBe(2);
    hanko.stop();
    expect(hanko.relay.isRunning).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    platform.windowEvents.dispatchEvent(storageEvent("hanko_session", null));
    vi.advanceTimersByTime(120_000);
    expect(expired).not.toHaveBeenCalled();
  });

  it("starts nothing before a session listener or relay.start()", () => {
    const { hanko, platform } = setup();
    platform.storage.setItem("hanko_session", storedSession(nowSeconds + 60));
    hanko.onAfterStateChange(() => {});
    expect(hanko.relay.isRunning).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    hanko.relay.start();
    expect(vi.getTimerCount()).toBe(1);
    hanko.stop();
  });
});

describe("other tabs", () => {
  function listening() {
    const { hanko, platform } = setup();
    const created = vi.fn();
    const expired = vi.fn();
    hanko.onSessionCreated(created);
    hanko.onSessionExpired(expired);
    const otherTabWrites = (value: string | null, key: string | null = "hanko_session") => {
      if (value === null) platform.storage.removeItem("hanko_session");
      else platform.storage.setItem("hanko_session", value);
      platform.windowEvents.dispatchEvent(storageEvent(key, value));
    };
    return { hanko, platform, created, expired, otherTabWrites };
  }

  it("re-fires hanko-session-created with the stored claims once the flow completed", () => {
    const { hanko, created, otherTabWrites } = listening();
    otherTabWrites(JSON.stringify({ expiry: nowSeconds + 3600, authFlowCompleted: false }));
    expect(created).not.toHaveBeenCalled();
    otherTabWrites(storedSession(nowSeconds + 3600));
    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0]).toMatchObject({
      expirationSeconds: 3600,
      claims: { session_id: SESSION_ID },
    });
    hanko.stop();
  });

  it("re-fires hanko-session-expired when another tab ends the session, once", () => {
    const { hanko, created, expired, otherTabWrites } = listening();
    otherTabWrites(storedSession(nowSeconds + 3600));
    vi.advanceTimersByTime(2_000);
    otherTabWrites(JSON.stringify({ expiry: 0, authFlowCompleted: false }));
    otherTabWrites(null);
    vi.advanceTimersByTime(2_000);
    otherTabWrites(JSON.stringify({ expiry: 0, authFlowCompleted: false }));
    expect(created).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  it("handles storage.clear() (key null) and ignores other keys", () => {
    const { hanko, platform, expired, otherTabWrites } = listening();
    otherTabWrites(storedSession(nowSeconds + 3600));
    otherTabWrites("whatever", "hanko-flow-state");
    expect(expired).not.toHaveBeenCalled();
    platform.storage.items.clear();
    platform.windowEvents.dispatchEvent(storageEvent(null, null));
    expect(expired).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  it("never writes back, so tabs cannot ping-pong", () => {
    const { hanko, platform, otherTabWrites } = listening();
    const setItem = vi.spyOn(platform.storage, "setItem");
    otherTabWrites(storedSession(nowSeconds + 3600));
    otherTabWrites(null);
    expect(setItem).toHaveBeenCalledTimes(1);
    hanko.stop();
  });
});
