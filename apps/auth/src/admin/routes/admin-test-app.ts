// Test support for the admin route modules: one module mounted on a Hono<AdminEnv> app over the
// whole auth server of create-test-auth.ts (its database, its SMTP sink), with `requestId` and
// `adminRequest` set as the admin app's plugins would, so a module is tested without the bearer
// check. `X-Language: sv` in a request gives a Swedish `adminRequest.language`.
import { Hono } from "hono";
import { createTestAuth, type TestAuth, type TestEnv } from "../../../test/create-test-auth.ts";
import type { AdminDeps, AdminEnv } from "../admin-env.ts";

export const ADMIN_TEST_IP = "203.0.113.7";
export const ADMIN_TEST_USER_AGENT = "admin-test/1.0";

export interface AdminTestApp {
  auth: TestAuth;
  /** An in-process request; `json` is sent as the body with `Content-Type: application/json`. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function createAdminTestApp(
  routes: (deps: AdminDeps) => Hono<AdminEnv>,
  env: TestEnv = {},
): Promise<AdminTestApp> {
  const auth = await createTestAuth(env);
  const app = new Hono<AdminEnv>();
  app.use(async (c, next) => {
    const requestId = crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("adminRequest", {
      requestId,
      ip: ADMIN_TEST_IP,
      userAgent: ADMIN_TEST_USER_AGENT,
      language: c.req.header("X-Language") === "sv" ? "sv" : "en",
    });
    await next();
  });
  app.route("/", routes(auth.deps));
  return {
    auth,
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined && !headers.has("Content-Type"))
        headers.set("Content-Type", "application/json");
      return app.request(path, {
        ...rest,
        headers,
        ...(json !== undefined && { body: JSON.stringify(json) }),
      });
    },
    close: () => auth.close(),
  };
}

/** The audit entries about `userId`, newest first. */
export async function auditOf(auth: TestAuth, userId: string) {
  return (await auth.deps.audit.list({ filters: { actorUserId: userId } })).entries;
}
