// Test support for the whole admin app: createAdminApp over the auth server of
// create-test-auth.ts (its database, its SMTP sink), called in-process. `request` sends the
// bearer secret unless the test gives its own Authorization (or `auth: false` for none).
import type { Hono } from "hono";
import { createTestAuth, type TestAuth, type TestEnv } from "../../test/create-test-auth.ts";
import type { AppEnv } from "../http/app-env.ts";
import { createAdminApp } from "./admin-app.ts";

export const TEST_ADMIN_SECRET = "test-admin-secret-0123456789abcdef";

export interface AdminTestServer {
  auth: TestAuth;
  app: Hono<AppEnv>;
  request(
    path: string,
    init?: RequestInit & { json?: unknown; authorized?: boolean },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function createAdminTestServer(env: TestEnv = {}): Promise<AdminTestServer> {
  const auth = await createTestAuth({ AUDIT_LOG_MASK: "false", ...env });
  const app = createAdminApp(auth.deps, { secret: TEST_ADMIN_SECRET, metrics: auth.deps.metrics });
  return {
    auth,
    app,
    async request(path, init = {}) {
      const { json, authorized = true, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (authorized && !headers.has("Authorization")) {
        headers.set("Authorization", `Bearer ${TEST_ADMIN_SECRET}`);
      }
      if (json !== undefined && !headers.has("Content-Type")) {
        headers.set("Content-Type", "application/json");
      }
      return app.request(path, {
        ...rest,
        headers,
        ...(json !== undefined && { body: JSON.stringify(json) }),
      });
    },
    close: () => auth.close(),
  };
}
