// GET /.well-known/jwks.json (flow-api.md §6.4): every stored public key, cacheable 600 s.
import { JWKS_MAX_AGE_SECONDS, REST_PATHS } from "@kretsbutiken/flow-protocol";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import type { SigningKeyRing } from "../sessions/signing-key-ring.ts";

export function createJwksRoutes(keys: SigningKeyRing): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(REST_PATHS.jwks, async (c) => {
    c.header("Cache-Control", `max-age=${JWKS_MAX_AGE_SECONDS}`);
    return c.json(await keys.jwks());
  });
  return app;
}
