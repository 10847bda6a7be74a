// Every non-flow endpoint of the public API (flow-api.md §6.4 and Appendix A).
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import type { AuthDeps } from "../services.ts";
import type { SigningKeyRing } from "../sessions/signing-key-ring.ts";
import { createConfirmationRoutes } from "./confirmation-routes.ts";
import { createEmailRoutes } from "./email-routes.ts";
import { createHealthRoutes } from "./health-routes.ts";
import { createJwksRoutes } from "./jwks-routes.ts";
import { createMeRoutes } from "./me-routes.ts";
import { createSessionRoutes } from "./session-routes.ts";
import { createTokenRoutes } from "./token-routes.ts";
import { createUserRoutes } from "./user-routes.ts";

export function createRestRoutes(deps: AuthDeps, keys: SigningKeyRing): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route("/", createHealthRoutes(deps))
    .route("/", createJwksRoutes(keys))
    .route("/", createSessionRoutes(deps))
    .route("/", createMeRoutes(deps))
    .route("/", createUserRoutes(deps))
    .route("/", createEmailRoutes(deps))
    .route("/", createTokenRoutes(deps))
    .route("/", createConfirmationRoutes(deps));
}
