import { describe, expect, it, vi } from "vitest";
import {
  ConflictError,
  EmailAddressAlreadyExistsError,
  ForbiddenError,
  HttpError,
  InvalidResponseError,
  MaxNumOfEmailAddressesReachedError,
  NetworkError,
  NotFoundError,
  RequestTimeoutError,
  TechnicalError,
  TooManyRequestsError,
  UnauthorizedError,
} from "../errors.ts";
import { Hanko } from "../hanko.ts";
import { fakePlatform, json, sequence } from "../testing/fake-platform.ts";
import { USER_ID, claims, profileUser } from "@kretsbutiken/flow-protocol/testing";

const API = "https://auth.example";
type ErrorClass = abstract new (...args: never[]) => Error;

function setup(href?: string) {
  const platform = fakePlatform(href === undefined ? {} : { href });
  const hanko = new Hanko(API, { platform });
  const expired = vi.fn();
  hanko.onSessionExpired(expired);
  return { hanko, platform, expired };
}

function status(code: number, headers: Record<string, string> = {}) {
  return () => json({ code, message: "error" }, { status: code, headers });
}

type Call = (hanko: Hanko) => Promise<unknown>;

// Every client call with its own status → error table (product spec §7, §8).
const TABLES: {
  call: string;
  run: Call;
  authenticated: boolean;
  cases: [number, ErrorClass][];
}[] = [
  {
    call: "user.getCurrentUser (GET /me)",
    run: (h) => h.user.getCurrentUser(),
    authenticated: true,
    cases: [
      [401, UnauthorizedError],
      [403, ForbiddenError],
      [404, NotFoundError],
      [429, TooManyRequestsError],
      [500, HttpError],
    ],
  },
  {
    call: "user.getInfo (POST /user)",
    run: (h) => h.user.getInfo("jane@example.com"),
    authenticated: false,
    cases: [
      [404, NotFoundError],
      [401, UnauthorizedError],
      [500, HttpError],
    ],
  },
  {
    call: "user.create (POST /users)",
    run: (h) => h.user.create("jane@example.com"),
    authenticated: false,
    cases: [
      [409, ConflictError],
      [403, ForbiddenError],
      [400, HttpError],
    ],
  },
  {
    call: "user.delete (DELETE /user)",
    run: (h) => h.user.delete(),
    authenticated: true,
    cases: [
      [401, UnauthorizedError],
      [403, ForbiddenError],
      [500, HttpError],
    ],
  },
  {
    call: "email.list (GET /emails)",
    run: (h) => h.email.list(),
    authenticated: true,
    cases: [
      [401, UnauthorizedError],
      [500, HttpError],
    ],
  },
  {
    call: "email.create (POST /emails)",
    run: (h) => h.email.create("new@example.com"),
    authenticated: true,
    cases: [
      [400, EmailAddressAlreadyExistsError],
      [401, UnauthorizedError],
      [409, MaxNumOfEmailAddressesReachedError],
      [429, TooManyRequestsError],
      [500, HttpError],
    ],
  },
  {
    call: "email.setPrimaryEmail (POST /emails/{id}/set_primary)",
    run: (h) => h.email.setPrimaryEmail("e1"),
    authenticated: true,
    cases: [
      [401, UnauthorizedError],
      [404, NotFoundError],
      [500, HttpError],
    ],
  },
  {
    call: "email.delete (DELETE /emails/{id})",
    run: (h) => h.email.delete("e1"),
    authenticated: true,
    cases: [
      [401, UnauthorizedError],
      [409, ConflictError],
      [500, HttpError],
    ],
  },
  {
    call: "session.validate (GET /sessions/validate)",
    run: (h) => h.session.validate(),
    authenticated: false,
    cases: [
      [400, HttpError],
      [500, HttpError],
    ],
  },
];

describe.each(TABLES)("$call", ({ run, authenticated, cases }) => {
  it.each(cases)("HTTP %i → %o", async (code, errorClass) => {
    const { hanko, platform, expired } = setup();
    platform.route(status(code));
    const error = await run(hanko).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(expired).toHaveBeenCalledTimes(authenticated && code === 401 ? 1 : 0);
    hanko.stop();
  });

  it("a timeout → RequestTimeoutError, a network failure → TechnicalError", async () => {
    vi.useFakeTimers();
    try {
      const { hanko, platform } = setup();
      platform.route(() => new Promise<Response>(() => {}));
      const pending = run(hanko).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(13_000);
      expect(await pending).toBeInstanceOf(RequestTimeoutError);
      platform.route(() => Promise.reject(new TypeError("offline")));
      const error = await run(hanko).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toBeInstanceOf(TechnicalError);
      hanko.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("TooManyRequestsError", () => {
  it("carries Retry-After as retryAfter", async () => {
    const { hanko, platform } = setup();
    platform.route(status(429, { "Retry-After": "42" }));
    const error = (await hanko.email
      .create("a@b.se")
      .catch((e: unknown) => e)) as TooManyRequestsError;
    expect(error.retryAfter).toBe(42);
    expect(error.code).toBe("tooManyRequests");
    hanko.stop();
  });
});

describe("UserClient", () => {
  it("getCurrentUser validates /me against ProfileData", async () => {
    const { hanko, platform } = setup();
    platform.route(() => json(profileUser()));
    await expect(hanko.getCurrentUser()).resolves.toMatchObject({ id: USER_ID });
    platform.route(() => json({ id: 1 }));
    await expect(hanko.getCurrentUser()).rejects.toBeInstanceOf(InvalidResponseError);
    hanko.stop();
  });

  it("getUser reads /me then /users/{id}", async () => {
    const { hanko, platform } = setup();
    platform.route(
      sequence(
        () => json({ id: USER_ID }),
        () => json({ id: USER_ID, email: "x" }),
      ),
    );
    await expect(hanko.getUser()).resolves.toEqual({ id: USER_ID, email: "x" });
    expect(platform.requests.map((r) => r.url)).toEqual([`${API}/me`, `${API}/users/${USER_ID}`]);
    hanko.stop();
  });

  it("delete removes the cookie and session and sends hanko-user-deleted", async () => {
    const { hanko, platform } = setup();
    platform.cookies.values.set("hanko", "jwt");
    platform.storage.setItem(
      "hanko_session",
      JSON.stringify({ expiry: 4e9, authFlowCompleted: true }),
    );
    const deleted = vi.fn();
    hanko.onUserDeleted(deleted);
    platform.route(() => new Response(null, { status: 204 }));
    await hanko.user.delete();
    expect(platform.requests[0]?.method).toBe("DELETE");
    expect(platform.cookies.get("hanko")).toBeUndefined();
    expect(hanko.session.isValid()).toBe(false);
    expect(deleted).toHaveBeenCalledTimes(1);
    hanko.stop();
  });

  describe("logout", () => {
    it.each([
      ["204", () => new Response(null, { status: 204 }), undefined],
      ["401 (already logged out)", status(401), undefined],
      ["500", status(500), HttpError],
      ["a network failure", () => Promise.reject(new TypeError("offline")), NetworkError],
    ])(
      "after %s: cookie and session cleared, hanko-user-logged-out sent",
      async (_, answer, errorClass) => {
        const { hanko, platform, expired } = setup();
        platform.cookies.values.set("hanko", "jwt");
        platform.storage.setItem(
          "hanko_session",
          JSON.stringify({ expiry: 4e9, authFlowCompleted: true }),
        );
        const loggedOut = vi.fn();
        hanko.onUserLoggedOut(loggedOut);
        platform.route(answer);
        const error = await hanko.logout().then(
          () => undefined,
          (e: unknown) => e,
        );
        if (errorClass === undefined) expect(error).toBeUndefined();
        else expect(error).toBeInstanceOf(errorClass);
        expect(platform.requests[0]?.url).toBe(`${API}/logout`);
        expect(platform.cookies.get("hanko")).toBeUndefined();
        expect(platform.cookies.removals[0]).toEqual({ name: "hanko", attributes: {} });
        expect(hanko.session.isValid()).toBe(false);
        expect(loggedOut).toHaveBeenCalledTimes(1);
        expect(expired).not.toHaveBeenCalled();
        hanko.stop();
      },
    );

    it("removes the cookie with the domain it was set with", async () => {
      const platform = fakePlatform();
      const hanko = new Hanko(API, { platform, cookieDomain: "shop.example" });
      platform.route(() => new Response(null, { status: 204 }));
      await hanko.logout();
      expect(platform.cookies.removals[0]?.attributes).toEqual({ domain: "shop.example" });
    });
  });
});

describe("EmailClient", () => {
  it("sends the address and encodes ids in paths", async () => {
    const { hanko, platform } = setup();
    platform.route(() =>
      json({ id: "e1", address: "a@b.se", is_primary: false, is_verified: false }),
    );
    await hanko.email.create("a@b.se");
    platform.route(() => new Response(null, { status: 204 }));
    await hanko.email.setPrimaryEmail("e/1");
    await hanko.email.delete("e1");
    expect(platform.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ["POST", `${API}/emails`, { address: "a@b.se" }],
      ["POST", `${API}/emails/e%2F1/set_primary`, undefined],
      ["DELETE", `${API}/emails/e1`, undefined],
    ]);
    hanko.stop();
  });
});

describe("SessionClient", () => {
  it("validate returns the server's answer", async () => {
    const { hanko, platform } = setup();
    const valid = {
      is_valid: true,
      claims: claims(new Date("2030-01-01T00:00:00Z")),
      expiration_time: "2030-01-01T00:00:00Z",
      user_id: USER_ID,
    };
    platform.route(() => json(valid));
    await expect(hanko.validateSession()).resolves.toEqual(valid);
    expect(platform.requests[0]?.method).toBe("GET");
    hanko.stop();
  });

  it("an invalid answer ends a session this browser believed in", async () => {
    const { hanko, platform, expired } = setup();
    platform.storage.setItem(
      "hanko_session",
      JSON.stringify({ expiry: 4e9, authFlowCompleted: true }),
    );
    platform.route(() => json({ is_valid: false }));
    await expect(hanko.validateSession()).resolves.toEqual({ is_valid: false });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(hanko.session.isValid()).toBe(false);
    hanko.stop();
  });

  it("get/isValid/isAuthFlowCompleted read the local session", () => {
    const { hanko, platform } = setup();
    expect(hanko.session.get()).toBeNull();
    platform.cookies.values.set("hanko", "jwt");
    const expiry = Math.floor(Date.now() / 1000) + 100;
    platform.storage.setItem("hanko_session", JSON.stringify({ expiry, authFlowCompleted: false }));
    expect(hanko.session.get()).toEqual({ expirationSeconds: 100, jwt: "jwt" });
    expect(hanko.session.isValid()).toBe(true);
    expect(hanko.session.isAuthFlowCompleted()).toBe(false);
    expect(hanko.getSessionToken()).toBe("jwt");
    hanko.stop();
  });
});

describe("TokenClient", () => {
  it("does nothing without hanko_token", async () => {
    const { hanko, platform } = setup();
    await expect(hanko.token.validate()).resolves.toBeUndefined();
    expect(platform.requests).toEqual([]);
  });

  it("takes hanko_token out of the address, then POSTs it to /token", async () => {
    const { hanko, platform } = setup("https://shop.example/account?hanko_token=abc&x=1");
    platform.route(() => json({ user_id: USER_ID }, { headers: { "X-Auth-Token": "jwt" } }));
    await expect(hanko.token.validate()).resolves.toEqual({ user_id: USER_ID });
    expect(platform.location.href).toBe("https://shop.example/account?x=1");
    expect(platform.requests[0]?.body).toEqual({ value: "abc" });
    expect(platform.cookies.get("hanko")).toBe("jwt");
  });

  it.each([
    [404, NotFoundError],
    [422, HttpError],
  ])("HTTP %i → %o", async (code, errorClass) => {
    const { hanko, platform } = setup("https://shop.example/?hanko_token=abc");
    platform.route(status(code));
    await expect(hanko.token.validate()).rejects.toBeInstanceOf(errorClass);
  });
});
