import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../testing/fake-platform.ts";
import { SESSION_ID, claims } from "@kretsbutiken/flow-protocol/testing";
import { SessionState, parseSessionState, sessionStateKey } from "./session-state.ts";

const clock = { now: () => Date.parse("2026-11-22T10:00:00Z") };
const nowSeconds = clock.now() / 1000;

function legacy(value: unknown): string {
  return btoa(encodeURI(encodeURIComponent(JSON.stringify(value))));
}

describe("parseSessionState", () => {
  it.each([
    ["nothing stored", null, { expiry: 0, authFlowCompleted: false }],
    ["empty", "", { expiry: 0, authFlowCompleted: false }],
    ["garbage", "{nope", { expiry: 0, authFlowCompleted: false }],
    ["an array", "[1]", { expiry: 0, authFlowCompleted: false }],
    ["plain JSON", '{"expiry":5,"authFlowCompleted":true}', { expiry: 5, authFlowCompleted: true }],
    [
      "wrong types",
      '{"expiry":"5","authFlowCompleted":"yes"}',
      { expiry: 0, authFlowCompleted: false },
    ],
    [
      "the official SDK 1.x encoding",
      legacy({ session: { expiry: 7, authFlowCompleted: false } }),
      { expiry: 7, authFlowCompleted: false },
    ],
  ])("%s", (_, raw, expected) => {
    expect(parseSessionState(raw)).toEqual(expected);
  });

  it("keeps valid claims and drops invalid ones", () => {
    const valid = claims(new Date("2026-11-22T12:00:00Z"));
    const withClaims = parseSessionState(JSON.stringify({ expiry: 1, claims: valid }));
    expect(withClaims.claims?.session_id).toBe(SESSION_ID);
    const broken = parseSessionState(JSON.stringify({ expiry: 1, claims: { subject: 1 } }));
    expect(broken.claims).toBeUndefined();
  });
});

describe("SessionState", () => {
  it("lives under <localStorageKey>_session", () => {
    expect(sessionStateKey("hanko")).toBe("hanko_session");
    expect(
      new SessionState({ storage: new MemoryStorage(), localStorageKey: "kb", clock }).key,
    ).toBe("kb_session");
  });

  it("is valid while the remaining seconds exceed 0", () => {
    const storage = new MemoryStorage();
    const state = new SessionState({ storage, localStorageKey: "hanko", clock });
    expect(state.isValid()).toBe(false);
    state.started(1);
    expect(state.read()).toEqual({ expiry: nowSeconds + 1, authFlowCompleted: false });
    expect(state.remainingSeconds()).toBe(1);
    expect(state.isValid()).toBe(true);
    state.started(0);
    expect(state.isValid()).toBe(false);
  });

  it("records completion with claims and resets to no session", () => {
    const storage = new MemoryStorage();
    const state = new SessionState({ storage, localStorageKey: "hanko", clock });
    state.completed(claims(new Date("2026-11-22T11:00:00Z")), 3600);
    expect(state.read()).toMatchObject({ expiry: nowSeconds + 3600, authFlowCompleted: true });
    state.reset();
    expect(JSON.parse(storage.getItem("hanko_session") ?? "")).toEqual({
      expiry: 0,
      authFlowCompleted: false,
    });
  });
});
