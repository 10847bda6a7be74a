// When the browser's Kretsbutiken session may stand for a sign-in the client asked for, and
// when the widget must be shown again (prompt=login, max_age), to the second.
import { describe, expect, it } from "vitest";
import type { ValidSession } from "../services.ts";
import { forcesSignIn } from "./openid-interactions.ts";

const NOW = new Date("2026-12-02T12:00:00.000Z");
const nowSeconds = NOW.getTime() / 1000;

function session(issuedAt: string | undefined): ValidSession {
  return {
    sessionId: "s",
    userId: "u",
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    claims: {
      subject: "u",
      session_id: "s",
      expiration: "2026-12-02T13:00:00Z",
      ...(issuedAt === undefined ? {} : { issued_at: issuedAt }),
    },
  };
}

const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

function interaction(reasons: string[], params: Record<string, unknown> = {}, iat?: number) {
  return {
    prompt: { name: "login", reasons, details: {} },
    params,
    ...(iat === undefined ? {} : { iat }),
  };
}

describe("forcesSignIn", () => {
  it("lets any session stand when the client asked for nothing particular", () => {
    expect(forcesSignIn(interaction(["no_session"]), session(secondsAgo(86_400)), NOW)).toBe(false);
    expect(forcesSignIn(interaction([]), session(undefined), NOW)).toBe(false);
  });

  describe("prompt=login", () => {
    const began = nowSeconds - 30;
    it("refuses a session from before the interaction began", () => {
      expect(
        forcesSignIn(interaction(["login_prompt"], {}, began), session(secondsAgo(31)), NOW),
      ).toBe(true);
    });
    it("refuses one from the very second it began (whole seconds both)", () => {
      expect(
        forcesSignIn(interaction(["login_prompt"], {}, began), session(secondsAgo(30)), NOW),
      ).toBe(true);
    });
    it("accepts one signed in after it began", () => {
      expect(
        forcesSignIn(interaction(["login_prompt"], {}, began), session(secondsAgo(29)), NOW),
      ).toBe(false);
    });
    it("refuses when the session does not say when it was made, or the interaction when it began", () => {
      expect(forcesSignIn(interaction(["login_prompt"], {}, began), session(undefined), NOW)).toBe(
        true,
      );
      expect(forcesSignIn(interaction(["login_prompt"]), session(secondsAgo(1)), NOW)).toBe(true);
      expect(
        forcesSignIn(interaction(["login_prompt"], {}, began), session("not a time"), NOW),
      ).toBe(true);
    });
  });

  describe("max_age", () => {
    it("accepts a sign-in exactly max_age seconds old, and refuses one a second older", () => {
      expect(
        forcesSignIn(interaction(["max_age"], { max_age: "60" }), session(secondsAgo(60)), NOW),
      ).toBe(false);
      expect(
        forcesSignIn(interaction(["max_age"], { max_age: "60" }), session(secondsAgo(61)), NOW),
      ).toBe(true);
    });
    it("takes a number as well as text", () => {
      expect(
        forcesSignIn(interaction(["max_age"], { max_age: 10 }), session(secondsAgo(5)), NOW),
      ).toBe(false);
    });
    it("refuses when max_age or the sign-in time cannot be read", () => {
      expect(
        forcesSignIn(interaction(["max_age"], { max_age: "soon" }), session(secondsAgo(1)), NOW),
      ).toBe(true);
      expect(forcesSignIn(interaction(["max_age"], {}), session(secondsAgo(1)), NOW)).toBe(true);
      expect(
        forcesSignIn(interaction(["max_age"], { max_age: "60" }), session(undefined), NOW),
      ).toBe(true);
    });
    it("is not asked when only prompt=login's reason is absent and max_age is present", () => {
      expect(
        forcesSignIn(
          interaction(["max_age", "no_session"], { max_age: "0" }),
          session(secondsAgo(0)),
          NOW,
        ),
      ).toBe(false);
    });
  });
});
