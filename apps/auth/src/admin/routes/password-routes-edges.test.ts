import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../flow/testing/flow-test-users.ts";
import { createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { passwordRoutes } from "./password-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(passwordRoutes, { PASSWORD_MIN_LENGTH: "10" });
});
afterAll(() => admin.close());

const path = (userId: string) => `/users/${userId}/password`;

describe("the password routes' refusals name the problem", () => {
  it.each([
    ["POST", "a password shorter than PASSWORD_MIN_LENGTH", "kort", "shorter than 10 characters"],
    ["PUT", "a password shorter than PASSWORD_MIN_LENGTH", "kort", "shorter than 10 characters"],
    ["POST", "a password over 72 bytes", "å".repeat(37), "longer than 72 bytes"],
    ["PUT", "a password over 72 bytes", "x".repeat(73), "longer than 72 bytes"],
  ])("answers %s with %s with 400", async (method, _case, password, problem) => {
    const user = await createUser(
      admin.auth,
      method === "PUT" ? { password: "ett gammalt lösen" } : {},
    );
    const res = await admin.request(path(user.id), { method, json: { password } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: `the password is ${problem}` });
  });

  it("answers setting a first password for a user who has one with 409", async () => {
    const user = await createUser(admin.auth, { password: "ett gammalt lösen" });
    const res = await admin.request(path(user.id), {
      method: "POST",
      json: { password: "ett nytt lösenord" },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 409, message: "the user has a password" });
  });

  it.each(["GET", "PUT", "DELETE"])(
    "answers %s for a user without a password with 404 saying so",
    async (method) => {
      const user = await createUser(admin.auth);
      const res = await admin.request(path(user.id), {
        method,
        ...(method === "PUT" && { json: { password: "ett nytt lösenord" } }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "the user has no password" });
    },
  );

  it("answers a user id that is no UUID with 400 naming it", async () => {
    const res = await admin.request(path("nope"));
    expect(await res.json()).toEqual({ code: 400, message: "user_id is not a UUID" });
  });
});
