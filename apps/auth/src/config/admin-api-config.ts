// Where the admin API listens, and the bearer secret it wants (admin/admin-app.ts). It has a
// port of its own so that it is never served beside the public API: ADMIN_PORT must differ from
// PORT, and ADMIN_HOST defaults to the loopback address. In development it is on at 8001 with a
// well-known secret (main.ts warns); in production and in tests it is off unless ADMIN_PORT is
// set, and then ADMIN_API_SECRET is required, at least 32 characters.

/** The variables as given: absent when unset. */
export interface AdminApiEnv {
  NODE_ENV: "production" | "development" | "test";
  PORT: number;
  ADMIN_PORT?: number | undefined;
  ADMIN_HOST: string;
  ADMIN_API_SECRET?: string | undefined;
}

export interface AdminApiConfig {
  port: number;
  host: string;
  secret: string;
  /** The secret is the development default, known to anyone who reads this file. */
  devSecret: boolean;
}

export const DEV_ADMIN_PORT = 8001;
export const DEV_ADMIN_SECRET = "dev-admin-secret-do-not-use-in-production";
export const MIN_ADMIN_SECRET_LENGTH = 32;

/** The admin API's settings (undefined: off), or the message naming the variable that is wrong. */
export function resolveAdminApi(
  env: AdminApiEnv,
): { ok: true; value: AdminApiConfig | undefined } | { ok: false; message: string } {
  const development = env.NODE_ENV === "development";
  const port = env.ADMIN_PORT ?? (development ? DEV_ADMIN_PORT : undefined);
  if (port === undefined) return { ok: true, value: undefined };
  if (port === env.PORT) {
    return {
      ok: false,
      message: "ADMIN_PORT: must differ from PORT (never beside the public API)",
    };
  }
  const secret = env.ADMIN_API_SECRET ?? (development ? DEV_ADMIN_SECRET : undefined);
  if (secret === undefined) {
    return { ok: false, message: "ADMIN_API_SECRET: required when ADMIN_PORT is set" };
  }
  if (env.NODE_ENV === "production" && secret === DEV_ADMIN_SECRET) {
    return { ok: false, message: "ADMIN_API_SECRET: the development default is public" };
  }
  if (!development && secret.length < MIN_ADMIN_SECRET_LENGTH) {
    return {
      ok: false,
      message: `ADMIN_API_SECRET: must be at least ${MIN_ADMIN_SECRET_LENGTH} characters`,
    };
  }
  return {
    ok: true,
    value: { port, host: env.ADMIN_HOST, secret, devSecret: secret === DEV_ADMIN_SECRET },
  };
}
