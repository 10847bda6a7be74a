// The bearer check on its own: which Authorization values pass, and who asked once one does.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { adminAuthPlugin } from "./admin-auth.ts";
import type { AdminEnv } from "./admin-env.ts";

const SECRET = "admin-secret-for-the-bearer-check-0123";

function guarded() {
  const app = new Hono<AdminEnv>();
  app.use(async (c, next) => {
    c.set("requestId", "req-1");
    await next();
  });
  app.use(adminAuthPlugin({ secret: SECRET, trustProxy: false }));
  app.get("/who", (c) => c.json(c.get("adminRequest")));
  return app;
}

const statusWith = async (authorization: string) =>
  (await guarded().request("/who", { headers: { Authorization: authorization } })).status;

describe("adminAuthPlugin", () => {
  it.each([
    ["the scheme after other text", `Token Bearer ${SECRET}`],
    ["more after the secret", `Bearer ${SECRET} extra`],
  ])("refuses %s", async (_case, authorization) => {
    expect(await statusWith(authorization)).toBe(401);
  });

  it("takes more than one space after the scheme", async () => {
    expect(await statusWith(`Bearer  ${SECRET}`)).toBe(200);
  });

  it("records who asked for the audit log and the mail", async () => {
    const res = await guarded().request("/who", {
      headers: {
        Authorization: `Bearer ${SECRET}`,
        "User-Agent": "operator-cli/1.0",
        "X-Language": "sv",
      },
    });
    expect(await res.json()).toMatchObject({
      requestId: "req-1",
      userAgent: "operator-cli/1.0",
      language: "sv",
    });
  });
});
