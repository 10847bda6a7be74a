// Hanko's cookie mode (SESSION_COOKIE, docs/decisions/0045) over HTTP, as a shop page on the
// same site as the auth server uses it: the session arrives only in the HttpOnly cookie, nothing
// a page's script can read (body, exposed headers) carries the token, the cookie alone signs the
// browser in, logout expires it, and a flow action still needs the flow's CSRF token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAuth, TEST_ORIGIN, type TestAuth } from "../../test/create-test-auth.ts";
import { FlowClient } from "../flow/testing/flow-client.ts";
import { createUser } from "../flow/testing/flow-test-users.ts";

const PASSWORD = "correct horse";
const FROM_SHOP = { Origin: TEST_ORIGIN };

/** The demo's setting on plain http (scripts/apps.ts): the cookie, not Secure. */
const DEMO = { SESSION_COOKIE: "true", SESSION_COOKIE_SECURE: "false" } as const;

let auth: TestAuth;
beforeAll(async () => {
  auth = await createTestAuth(DEMO);
});
afterAll(() => auth.close());

/** Signs `email` in with a password, as a page on the shop's origin would; the last answer. */
async function passwordLogin(on: TestAuth, email: string): Promise<FlowClient> {
  const flow = new FlowClient((path, init) => on.request(path, init), "login", FROM_SHOP);
  await flow.start();
  await flow.act("register_client_capabilities", { webauthn_available: false });
  await flow.act("continue_with_login_identifier", { email });
  await flow.act("continue_to_password_login");
  expect((await flow.act("password_login", { password: PASSWORD })).name).toBe("success");
  return flow;
}

function tokenIn(setCookie: string | null): string {
  const token = /^hanko=([\w-]+\.[\w-]+\.[\w-]+);/.exec(setCookie ?? "")?.[1];
  if (token === undefined) throw new Error(`no session cookie in ${setCookie}`);
  return token;
}

describe("the server-set session cookie", () => {
  it("arrives HttpOnly and SameSite=Lax, and nothing page script can read carries the token", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const flow = await passwordLogin(auth, user.email);
    const { response, body } = flow.last ?? { response: new Response(), body: {} };
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(
      /^hanko=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const token = tokenIn(setCookie);
    const signature = token.split(".")[2] ?? "";

    // The attack: script on the page reads the answer. fetch never shows it Set-Cookie; the
    // body and every other header hold neither the token nor its signature.
    expect(response.headers.get("X-Auth-Token")).toBeNull();
    expect(JSON.stringify(body)).not.toContain(signature);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") expect(value, name).not.toContain(signature);
    }
    expect(response.headers.get("Access-Control-Expose-Headers")).not.toContain("X-Auth-Token");
    // What the widget needs still arrives: the claims and the lifetime, readable by the origin.
    expect(body).toMatchObject({ payload: { claims: { subject: user.id } } });
    expect(response.headers.get("X-Session-Lifetime")).toBe("43200");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(TEST_ORIGIN);
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBe("true");

    // The cookie alone is the session: /sessions/validate and /me, with credentials from the shop.
    const cookie = { Cookie: `hanko=${token}`, ...FROM_SHOP };
    const validate = await auth.request("/sessions/validate", { headers: cookie });
    expect(await validate.json()).toMatchObject({ is_valid: true, user_id: user.id });
    const me = await auth.request("/me", { headers: cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(await me.json()).toMatchObject({ id: user.id });
  });

  it("is Secure when the public URL is https, and carries its Domain when one is set", async () => {
    const https = await createTestAuth({
      PUBLIC_URL: "https://auth.kretsbutiken.se",
      SESSION_COOKIE: "true",
      SESSION_COOKIE_DOMAIN: "kretsbutiken.se",
    });
    try {
      const user = await createUser(https, { password: PASSWORD });
      const flow = await passwordLogin(https, user.email);
      const headers = flow.last?.response.headers;
      expect(headers?.get("Set-Cookie")).toMatch(
        /; Max-Age=43200; Domain=kretsbutiken.se; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(headers?.get("X-Auth-Token")).toBeNull();
    } finally {
      await https.close();
    }
  });

  it("logout expires the cookie and ends the session; the old cookie then signs nobody in", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const token = tokenIn(
      (await passwordLogin(auth, user.email)).last?.response.headers.get("Set-Cookie") ?? null,
    );
    const cookie = { Cookie: `hanko=${token}`, ...FROM_SHOP };

    const logout = await auth.request("/logout", { method: "POST", headers: cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("Set-Cookie")).toBe(
      "hanko=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );

    // The attack: a copy of the cookie kept from before (or a browser that ignored the expiry).
    expect((await auth.request("/me", { headers: cookie })).status).toBe(401);
    const validate = await auth.request("/sessions/validate", { headers: cookie });
    expect(await validate.json()).toEqual({ is_valid: false });
    // The widget's logout with a cookie whose session already ended still removes the cookie.
    const again = await auth.request("/logout", { method: "POST", headers: cookie });
    expect(again.status).toBe(401);
    expect(again.headers.get("Set-Cookie")).toBe(
      "hanko=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
    const profile = await auth.request("/profile", { method: "POST", headers: cookie });
    expect(profile.status).toBe(401);
    expect(profile.headers.get("Set-Cookie")).toBe(
      "hanko=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("a profile action sent with the cookie still needs the flow's CSRF token", async () => {
    const user = await createUser(auth, { password: PASSWORD });
    const token = tokenIn(
      (await passwordLogin(auth, user.email)).last?.response.headers.get("Set-Cookie") ?? null,
    );

    // Another site starting the profile flow with the victim's cookie gets no CORS answer, so
    // its script cannot read the flow's CSRF token.
    const foreign = await auth.request("/profile", {
      method: "POST",
      headers: { Cookie: `hanko=${token}`, Origin: "https://evil.example" },
    });
    expect(foreign.headers.get("Access-Control-Allow-Origin")).toBeNull();

    const profile = new FlowClient((path, init) => auth.request(path, init), "profile", {
      Cookie: `hanko=${token}`,
      ...FROM_SHOP,
    });
    await profile.start();
    const entered = await profile.act("register_client_capabilities", {
      webauthn_available: false,
    });
    expect(entered.name).toBe("profile_init");

    // The attack: the action without the token the flow answered with.
    const address = `ny-${user.email}`;
    const href = profile.href("email_create");
    const guessed = await profile.act("email_create", { email: address }, { csrf: "x".repeat(32) });
    expect(guessed).toMatchObject({ error: { code: "operation_not_permitted_error" } });
    const emails = async () =>
      ((await auth.deps.users.profile(user.id))?.emails ?? []).map((email) => email.address);
    expect(await emails()).not.toContain(address);

    // The legitimate path: the same action with the flow's token.
    const created = await profile.act(
      "email_create",
      { email: address },
      { href, csrf: entered.csrf_token },
    );
    expect(created.status).toBe(200);
    expect(created.error).toBeUndefined();
  });
});
