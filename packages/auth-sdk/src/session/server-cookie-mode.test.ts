// The SDK against a server in Hanko's cookie mode (docs/decisions/0045): the session is the
// server's HttpOnly cookie, which the browser sends with `credentials: "include"` and no script
// can read, so no answer carries X-Auth-Token. Sign-in, the session check, the current user and
// sign-out must all work without the SDK ever holding the token.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claims, profileUser, successResponse, USER_ID } from "@kretsbutiken/flow-protocol/testing";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json, sequence, type FakePlatform } from "../testing/fake-platform.ts";

const API = "https://auth.example";
const NOW = new Date("2026-11-22T10:00:00Z");
const EXPIRATION = new Date("2026-11-22T22:00:00Z");

let platform: FakePlatform;
let hanko: Hanko;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  platform = fakePlatform();
  hanko = new Hanko(API, { platform });
});

afterEach(() => {
  hanko.stop();
  vi.useRealTimers();
});

/** Every request went with the browser's cookies and without a token of the SDK's own. */
function expectCookieOnlyRequests(): void {
  expect(platform.requests.length).toBeGreaterThan(0);
  for (const request of platform.requests) {
    expect(request.credentials, request.url).toBe("include");
    expect(request.headers["authorization"], request.url).toBeUndefined();
  }
}

describe("with the server's HttpOnly session cookie", () => {
  it("a sign-in announces the session from the payload, and the SDK stores no token", async () => {
    platform.route(
      sequence(() =>
        json(successResponse(EXPIRATION), { headers: { "X-Session-Lifetime": "43200" } }),
      ),
    );
    const created = vi.fn();
    hanko.onSessionCreated(created);
    expect((await hanko.createState("login")).name).toBe("success");

    expect(created).toHaveBeenCalledTimes(1);
    expect(created.mock.calls[0]?.[0]).toMatchObject({
      expirationSeconds: 43200,
      claims: { subject: USER_ID },
    });
    expect(hanko.session.isValid()).toBe(true);
    // Nothing the page could leak: no cookie written, no token to hand out.
    expect(platform.cookies.writes).toEqual([]);
    expect(hanko.getSessionToken()).toBeUndefined();
    expect(hanko.session.get()).toEqual({
      expirationSeconds: 43200,
      claims: claims(EXPIRATION),
    });
    expectCookieOnlyRequests();
  });

  it("learns the session and the user from the server", async () => {
    platform.route((request) =>
      request.url.endsWith("/sessions/validate")
        ? json({
            is_valid: true,
            claims: claims(EXPIRATION),
            expiration_time: EXPIRATION.toISOString(),
            user_id: USER_ID,
          })
        : json(profileUser()),
    );
    expect(await hanko.validateSession()).toMatchObject({ is_valid: true, user_id: USER_ID });
    expect(await hanko.getCurrentUser()).toMatchObject({ user_id: USER_ID });
    expectCookieOnlyRequests();
  });

  it("a session the server no longer knows ends here too", async () => {
    platform.route(
      sequence(
        () => json(successResponse(EXPIRATION), { headers: { "X-Session-Lifetime": "43200" } }),
        () => json({ is_valid: false }),
      ),
    );
    await hanko.createState("login");
    const expired = vi.fn();
    hanko.onSessionExpired(expired);
    expect(await hanko.validateSession()).toEqual({ is_valid: false });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(hanko.session.isValid()).toBe(false);
  });

  it("sign-out asks the server, which expires the cookie, and ends the session here", async () => {
    platform.route(
      sequence(
        () => json(successResponse(EXPIRATION), { headers: { "X-Session-Lifetime": "43200" } }),
        () => new Response(null, { status: 204 }),
      ),
    );
    await hanko.createState("login");
    const loggedOut = vi.fn();
    hanko.onUserLoggedOut(loggedOut);
    await hanko.logout();
    expect(platform.requests.at(-1)).toMatchObject({ url: `${API}/logout`, method: "POST" });
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(hanko.session.isValid()).toBe(false);
    expectCookieOnlyRequests();
  });
});
