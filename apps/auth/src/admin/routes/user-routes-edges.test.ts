import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminTestApp, type AdminTestApp } from "./admin-test-app.ts";
import { userRoutes } from "./user-routes.ts";

let admin: AdminTestApp;
beforeAll(async () => {
  admin = await createAdminTestApp(userRoutes);
});
afterAll(() => admin.close());

describe("GET /users refusals name the query parameter", () => {
  it.each([
    ["a user_id that is no UUID", "user_id=nope", "user_id.0"],
    ["a second user_id that is no UUID", `user_id=${randomUUID()},nope`, "user_id.1"],
    ["an unknown sort_direction", "sort_direction=sideways", "sort_direction"],
  ])("answers %s with 400", async (_case, query, name) => {
    const res = await admin.request(`/users?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: `invalid query parameter: ${name}` });
  });
});

describe("one user's routes", () => {
  it.each(["GET", "DELETE"])(
    "answers %s for an unknown user with 404 user not found",
    async (method) => {
      const res = await admin.request(`/users/${randomUUID()}`, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, message: "user not found" });
    },
  );
});

describe("POST /users refusals name the member", () => {
  it("names the address of the email that is no address", async () => {
    const res = await admin.request("/users", {
      method: "POST",
      json: { emails: [{ address: "nope", is_primary: true }] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      message: "invalid request body: emails.0.address",
    });
  });

  it("refuses the same address twice in other case", async () => {
    const address = `Twice-${randomUUID().slice(0, 8)}@example.com`;
    const res = await admin.request("/users", {
      method: "POST",
      json: {
        emails: [
          { address, is_primary: true },
          { address: address.toLowerCase(), is_primary: false },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 400, message: "invalid request body: emails" });
  });
});
