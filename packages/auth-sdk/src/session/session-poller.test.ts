import { claims } from "@kretsbutiken/flow-protocol/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json, type FakePlatform } from "../testing/fake-platform.ts";
import { sessionCheckInterval } from "./session-poller.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const HOUR_LATER = Math.floor(NOW.getTime() / 1000) + 3600;

function storedSession(): string {
  return JSON.stringify({
    expiry: HOUR_LATER,
    authFlowCompleted: true,
    claims: claims(new Date(HOUR_LATER * 1000)),
  });
}

const valid = () =>
  json({
    is_valid: true,
    claims: claims(new Date(HOUR_LATER * 1000)),
    expiration_time: new Date(HOUR_LATER * 1000).toISOString(),
    user_id: claims(new Date()).subject,
  });

function signedIn(options: { sessionCheckInterval?: number } = {}) {
  const platform: FakePlatform = fakePlatform();
  platform.storage.setItem("hanko_session", storedSession());
  platform.route(valid);
  const hanko = new Hanko("https://auth.example", { platform, ...options });
  const expired = vi.fn();
  hanko.onSessionExpired(expired);
  const checks = () =>
    platform.requests.filter((request) => request.url.endsWith("/sessions/validate")).length;
  return { platform, hanko, expired, checks };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the session check while the page is shown", () => {
  it("asks GET /sessions/validate every 30 s by default, not before", async () => {
    const { platform, hanko, checks } = signedIn();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(checks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(1);
    expect(platform.requests[0]).toMatchObject({ method: "GET" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks()).toBe(2);
    hanko.stop();
  });

  it("a session revoked elsewhere ends here at the next check, and the checks stop", async () => {
    const { platform, hanko, expired, checks } = signedIn();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(expired).not.toHaveBeenCalled();
    platform.route(() => json({ is_valid: false }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(hanko.session.isValid()).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    // No session left to ask about.
    expect(checks()).toBe(2);
    hanko.stop();
  });

  it("a hidden page asks nothing; shown again after the interval it asks at once", async () => {
    const { platform, hanko, checks } = signedIn();
    await vi.advanceTimersByTimeAsync(10_000);
    platform.setVisible(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(checks()).toBe(0);
    platform.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks()).toBe(1);
    hanko.stop();
  });

  it("shown again soon after a check, it waits out the rest of the interval", async () => {
    const { platform, hanko, checks } = signedIn();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks()).toBe(1);
    platform.setVisible(false);
    await vi.advanceTimersByTimeAsync(5_000);
    platform.setVisible(true);
    await vi.advanceTimersByTimeAsync(24_999);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(2);
    hanko.stop();
  });

  it("a network failure ends nothing and the next interval asks again", async () => {
    const { platform, hanko, expired, checks } = signedIn();
    platform.route(() => {
      throw new TypeError("Failed to fetch");
    });
    await vi.advanceTimersByTimeAsync(30_000);
    platform.route(valid);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks()).toBe(2);
    expect(expired).not.toHaveBeenCalled();
    expect(hanko.session.isValid()).toBe(true);
    hanko.stop();
  });

  it("asks nothing without a session, and nothing after stop()", async () => {
    const platform = fakePlatform();
    platform.route(valid);
    const hanko = new Hanko("https://auth.example", { platform });
    hanko.onSessionCreated(() => {});
    await vi.advanceTimersByTimeAsync(90_000);
    expect(platform.requests).toHaveLength(0);
    hanko.stop();

    const other = signedIn();
    other.hanko.stop();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(other.checks()).toBe(0);
  });

  it("follows sessionCheckInterval, never more often than every 3 s", async () => {
    const { hanko, checks } = signedIn({ sessionCheckInterval: 5_000 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(checks()).toBe(3);
    hanko.stop();
    expect(sessionCheckInterval(100)).toBe(3_000);
    expect(sessionCheckInterval(3_001)).toBe(3_001);
    expect(sessionCheckInterval(undefined)).toBe(30_000);
    expect(sessionCheckInterval(Number.NaN)).toBe(30_000);
  });

  it("a listener added later does not start a second round of checks", async () => {
    const { hanko, checks } = signedIn();
    hanko.onUserLoggedOut(() => {});
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks()).toBe(1);
    hanko.stop();
  });
});
