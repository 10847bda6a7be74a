import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox } from "../secrets/secret-box.ts";
import { createState, openState, STATE_TTL_SECONDS } from "./oauth-state.ts";

const box = createSecretBox({ current: randomBytes(32), previous: [] });
const issued = new Date("2026-11-26T10:00:00Z");
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

const input = {
  provider: "google",
  redirectTo: "https://kretsbutiken.se/account",
  isFlow: true,
};

describe("createState / openState", () => {
  it("round-trips what the callback needs", () => {
    const { state, cookieValue, nonce } = createState(box, input, issued);
    expect(openState(box, state, cookieValue, later(10))).toStrictEqual({
      ok: true,
      state: {
        provider: "google",
        redirectTo: "https://kretsbutiken.se/account",
        nonce,
        isFlow: true,
        issuedAt: issued,
        expiresAt: later(STATE_TTL_SECONDS),
      },
    });
  });

  it("carries a PKCE verifier and a linking user", () => {
    const { state, cookieValue } = createState(
      box,
      { ...input, codeVerifier: verifier, userId: "6f1f9a0e-4e5b-4c1e-9a59-0d7d1b6f4b8e" },
      issued,
    );
    const opened = openState(box, state, cookieValue, later(1));
    expect(opened.ok && opened.state).toMatchObject({
      codeVerifier: verifier,
      userId: "6f1f9a0e-4e5b-4c1e-9a59-0d7d1b6f4b8e",
    });
  });

  it("carries the flow that started a connect, so its hanko_token is good there alone", () => {
    const { state, cookieValue, nonce } = createState(
      box,
      { ...input, userId: "u-1", flowId: "f-1" },
      issued,
    );
    expect(openState(box, state, cookieValue, issued)).toStrictEqual({
      ok: true,
      state: {
        provider: "google",
        redirectTo: "https://kretsbutiken.se/account",
        nonce,
        isFlow: true,
        userId: "u-1",
        flowId: "f-1",
        issuedAt: issued,
        expiresAt: later(STATE_TTL_SECONDS),
      },
    });
  });

  it("hides its content and draws fresh randomness each time", () => {
    const first = createState(box, input, issued);
    const second = createState(box, input, issued);
    expect(first.state).not.toContain("kretsbutiken");
    expect(first.cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([first.cookieValue, second.cookieValue, first.nonce, second.nonce]).size).toBe(
      4,
    );
    expect(first.state).not.toContain(first.cookieValue);
  });

  it("refuses a state at and after its expiry", () => {
    const { state, cookieValue } = createState(box, input, issued);
    expect(openState(box, state, cookieValue, later(STATE_TTL_SECONDS - 1)).ok).toBe(true);
    expect(openState(box, state, cookieValue, later(STATE_TTL_SECONDS))).toStrictEqual({
      ok: false,
      error: "state_expired",
    });
  });

  it("refuses another browser's cookie, and a missing one", () => {
    const mine = createState(box, input, issued);
    const theirs = createState(box, input, issued);
    expect(openState(box, mine.state, theirs.cookieValue, issued)).toStrictEqual({
      ok: false,
      error: "cookie_mismatch",
    });
    for (const missing of [undefined, ""]) {
      expect(openState(box, mine.state, missing, issued)).toStrictEqual({
        ok: false,
        error: "cookie_missing",
      });
    }
  });

  it.each([
    [
      "a sign-in with a PKCE verifier (Hanko waives the cookie; we do not)",
      { codeVerifier: verifier },
    ],
    ["a profile's connect", { userId: "6f1f9a0e-4e5b-4c1e-9a59-0d7d1b6f4b8e" }],
    ["a profile's connect with a PKCE verifier", { codeVerifier: verifier, userId: "u-1" }],
  ])("binds %s to its browser's cookie", (_name, extra) => {
    const mine = createState(box, { ...input, ...extra }, issued);
    const theirs = createState(box, { ...input, ...extra }, issued);
    expect(openState(box, mine.state, mine.cookieValue, issued).ok).toBe(true);
    for (const missing of [undefined, ""]) {
      expect(openState(box, mine.state, missing, issued)).toStrictEqual({
        ok: false,
        error: "cookie_missing",
      });
    }
    expect(openState(box, mine.state, theirs.cookieValue, issued)).toStrictEqual({
      ok: false,
      error: "cookie_mismatch",
    });
  });

  it("refuses a cookie one character off, and the cookie's hash in its place", () => {
    const { state, cookieValue } = createState(box, input, issued);
    const last = cookieValue.at(-1) === "A" ? "B" : "A";
    expect(openState(box, state, `${cookieValue.slice(0, -1)}${last}`, issued)).toMatchObject({
      error: "cookie_mismatch",
    });
    expect(openState(box, state, `${cookieValue}A`, issued)).toMatchObject({
      error: "cookie_mismatch",
    });
    expect(openState(box, state, " ", issued)).toMatchObject({ error: "cookie_mismatch" });
  });

  it.each([
    [
      "an altered ciphertext",
      (state: string) => `${state.slice(0, -3)}${state.endsWith("AAA") ? "BBB" : "AAA"}`,
    ],
    ["a truncated one", (state: string) => state.slice(0, -10)],
    [
      "another key's",
      () =>
        createState(createSecretBox({ current: randomBytes(32), previous: [] }), input, issued)
          .state,
    ],
    [
      "plain JSON (the secret box passes unsealed values through)",
      () => JSON.stringify({ provider: "google" }),
    ],
    ["an empty string", () => ""],
    ["a huge one", (state: string) => state + "A".repeat(5000)],
  ])("refuses %s as state_invalid", (_name, alter) => {
    const { state, cookieValue } = createState(box, input, issued);
    expect(openState(box, alter(state), cookieValue, issued)).toStrictEqual({
      ok: false,
      error: "state_invalid",
    });
  });

  it("refuses a complete state in plain JSON, bound to the attacker's own cookie", () => {
    // The secret box passes a value without its prefix through unopened: only the sealed form
    // tells our states from a browser's invention.
    const cookie = "attacker-cookie";
    const iat = Math.floor(issued.getTime() / 1000);
    const forged = JSON.stringify({
      purpose: "thirdparty_oauth_state",
      provider: "google",
      redirect_to: "https://kretsbutiken.se/account",
      nonce: "n",
      is_flow: true,
      user_id: "victim",
      browser: createHash("sha256").update(cookie).digest("base64url"),
      iat,
      exp: iat + STATE_TTL_SECONDS,
    });
    expect(openState(box, forged, cookie, issued)).toStrictEqual({
      ok: false,
      error: "state_invalid",
    });
  });

  it("opens a state of up to 4096 characters and refuses a longer one unopened", () => {
    // Base64url: four characters for every three bytes of the URL, reached a byte at a time.
    const withPath = (extra: number) =>
      createState(
        box,
        { ...input, redirectTo: `https://kretsbutiken.se/${"a".repeat(extra)}` },
        issued,
      );
    const shortest = withPath(0).state.length;
    const sealedOfLength = (length: number) => {
      let extra = Math.floor(((length - shortest) * 3) / 4) - 3;
      while (withPath(extra).state.length < length) extra += 1;
      return withPath(extra);
    };
    const longest = sealedOfLength(4096);
    const tooLong = sealedOfLength(4097);
    expect([longest.state.length, tooLong.state.length]).toStrictEqual([4096, 4097]);
    expect(openState(box, longest.state, longest.cookieValue, issued).ok).toBe(true);
    expect(openState(box, tooLong.state, tooLong.cookieValue, issued)).toStrictEqual({
      ok: false,
      error: "state_invalid",
    });
  });

  it("refuses, without throwing, a sealed state whose browser hash is not 32 bytes", () => {
    const iat = Math.floor(issued.getTime() / 1000);
    const state = box.seal(
      JSON.stringify({
        purpose: "thirdparty_oauth_state",
        provider: "google",
        redirect_to: "https://kretsbutiken.se/account",
        nonce: "n",
        is_flow: true,
        // 43 characters, but base64url decoding skips the dots.
        browser: `${"A".repeat(40)}...`,
        iat,
        exp: iat + STATE_TTL_SECONDS,
      }),
    );
    expect(openState(box, state, "cookie", issued)).toStrictEqual({
      ok: false,
      error: "state_invalid",
    });
  });

  it("refuses another value sealed under the same key", () => {
    const sealedKey = box.seal(JSON.stringify({ kty: "RSA", d: "private" }));
    expect(openState(box, sealedKey, "cookie", issued)).toMatchObject({ error: "state_invalid" });
  });

  it("opens a state sealed before a key rotation", () => {
    const old = randomBytes(32);
    const { state, cookieValue } = createState(
      createSecretBox({ current: old, previous: [] }),
      input,
      issued,
    );
    const rotated = createSecretBox({ current: randomBytes(32), previous: [old] });
    expect(openState(rotated, state, cookieValue, issued).ok).toBe(true);
  });

  it("will not seal a malformed PKCE verifier", () => {
    expect(() => createState(box, { ...input, codeVerifier: "short" }, issued)).toThrow(
      new TypeError("codeVerifier is not a PKCE verifier (RFC 7636 §4.1)"),
    );
  });
});
