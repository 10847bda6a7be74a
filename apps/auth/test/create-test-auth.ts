// The whole auth server for HTTP tests: the real app on a temp SQLite file or a fresh
// PostgreSQL schema, real Redis under a unique key prefix when REDIS_URL is set, and real SMTP
// delivery into an in-process sink. `close()` removes all of it.
//
//   const auth = await createTestAuth({ SIGNUP_ENABLED: "false" });
//   const res = await auth.request("/login", { method: "POST" });
//   const mail = await auth.smtp.nextMail("jane@example.com");
//   await auth.close();
import { randomBytes } from "node:crypto";
import type { Dialect } from "@kretsbutiken/database";
import type { Hono } from "hono";
import { createAuthApp } from "../src/app.ts";
import { readAuthConfig, type AuthConfig, type AuthEnv } from "../src/config/config.ts";
import { createAuthDeps, type AuthDepsOverrides, type AuthRuntime } from "../src/create-deps.ts";
import type { AppEnv } from "../src/http/app-env.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";
import { testPlace, type TestPlace } from "./test-database.ts";

export interface TestAuthOptions {
  /** Default: PostgreSQL when DATABASE_URL is set, else SQLite. */
  dialect?: Dialect;
  /** Default: Redis when REDIS_URL is set; `false` keeps limits and locks in memory. */
  redis?: boolean;
  /** Replaces parts of the dependencies (a test clock, a fake mailer, …). */
  deps?: AuthDepsOverrides;
  /**
   * A second instance of the server: the same database, Redis prefix and SMTP sink as `other`,
   * as two processes behind a load balancer would share them. `other` owns and removes them.
   */
  sameStoresAs?: TestAuth;
}

export interface TestRequestInit extends RequestInit {
  /** Sent as the JSON body with `Content-Type: application/json`. */
  json?: unknown;
}

export interface TestAuth {
  app: Hono<AppEnv>;
  deps: AuthRuntime;
  config: AuthConfig;
  smtp: SmtpSink;
  place: TestPlace;
  redisPrefix: string;
  /** An in-process request to the app; `path` may carry a query string. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Environment variables as strings, the way the process would see them. */
export type TestEnv = { [K in keyof AuthEnv]?: string };

export const TEST_ORIGIN = "http://localhost:3000";

export async function createTestAuth(
  env: TestEnv = {},
  options: TestAuthOptions = {},
): Promise<TestAuth> {
  const shared = options.sameStoresAs;
  const dialect = options.dialect ?? (process.env.DATABASE_URL ? "postgres" : "sqlite");
  const place = shared?.place ?? (await testPlace(dialect));
  const smtp = shared?.smtp ?? (await startSmtpSink());
  const useRedis = options.redis ?? process.env.REDIS_URL !== undefined;
  const redisPrefix = shared?.redisPrefix ?? `test:${randomBytes(6).toString("hex")}:`;
  // What this instance made itself and must remove; a second instance borrows the first's.
  const cleanup = async () => {
    if (shared) return;
    await smtp.close();
    await place.cleanup();
  };
  let deps: AuthRuntime | undefined;
  try {
    const config = readAuthConfig({
      NODE_ENV: "test",
      PUBLIC_URL: "http://localhost:8000",
      ALLOWED_ORIGINS: TEST_ORIGIN,
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.databaseUrl,
      REDIS_URL: useRedis ? (shared?.config.redisUrl ?? process.env.REDIS_URL) : undefined,
      SMTP_URL: smtp.url,
      ...env,
    });
    deps = await createAuthDeps(config, {
      schema: place.schema,
      redisPrefix,
      ...options.deps,
    });
    const app = createAuthApp(deps);
    const runtime = deps;
    return {
      app,
      deps: runtime,
      config,
      smtp,
      place,
      redisPrefix,
      request(path, init = {}) {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (json !== undefined && !headers.has("Content-Type"))
          headers.set("Content-Type", "application/json");
        return Promise.resolve(
          app.request(path, {
            ...rest,
            headers,
            ...(json !== undefined && { body: JSON.stringify(json) }),
          }),
        );
      },
      async close() {
        await runtime.close();
        await cleanup();
      },
    };
  } catch (error) {
    await deps?.close().catch(() => {});
    await cleanup();
    throw error;
  }
}
