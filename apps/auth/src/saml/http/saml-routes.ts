// The SAML endpoints (flow-api.md §1.1, §6.4; the 1.x `GET /saml/provider` of Appendix A):
// none of them exists while `saml.enabled` is false (404 as any unknown route). The AuthnRequest
// store and the replay cache live in the database, so any instance can answer a callback.
import { AUTH_REDIRECT_PARAMS, LEGACY_REST_PATHS, REST_PATHS } from "@kretsbutiken/flow-protocol";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { restErrorBody } from "../../http/error-bodies.ts";
import type { AuthDeps } from "../../services.ts";
import { createSamlReplayCache, createSamlRequestStore } from "../saml-message-stores.ts";
import { createSamlProviders, type Fetch } from "../saml-providers.ts";
import { serviceProviderMetadata } from "../service-provider-metadata.ts";
import { samlAuthHandler } from "./saml-auth.ts";
import { samlCallbackHandler } from "./saml-callback.ts";
import { limitSamlRequests } from "./saml-rate-limit.ts";

export interface SamlRouteOptions {
  /** Fetches IdP metadata from `metadata_url`; default the global fetch. */
  fetch?: Fetch;
}

/** `GET /saml/provider`: the 1.x SDK asks whether a domain signs in by SAML (Hanko's config). */
export interface SamlProviderResponse {
  enabled: true;
  name: string;
  domain: string;
}

export function createSamlRoutes(deps: AuthDeps, options: SamlRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { saml } = deps.config;
  if (!saml.enabled) return app;

  const requests = createSamlRequestStore(deps.db, deps.clock);
  const providers = createSamlProviders({
    config: saml,
    requests,
    replays: createSamlReplayCache(deps.db, deps.clock),
    fetch: options.fetch,
  });
  const providerOf = (c: Context<AppEnv>) => {
    const domain = c.req.query(AUTH_REDIRECT_PARAMS.domain)?.trim() ?? "";
    return domain === "" ? "missing" : (providers.forDomain(domain) ?? "unknown");
  };
  const fail = (c: Context<AppEnv>, status: 400 | 404) => c.json(restErrorBody(status), status);

  app.get(LEGACY_REST_PATHS.samlProvider, (c) => {
    const provider = providerOf(c);
    if (provider === "missing") return fail(c, 400);
    if (provider === "unknown") return fail(c, 404);
    const body: SamlProviderResponse = {
      enabled: true,
      name: provider.name,
      domain: provider.domain,
    };
    return c.json(body);
  });

  // What the IdP's operator imports: our entity id and ACS. As Hanko, an attachment named after
  // the service. `cert_only` asks for our signing certificate, and we sign nothing: 404.
  app.get(REST_PATHS.samlMetadata, (c) => {
    const provider = providerOf(c);
    if (provider === "missing") return fail(c, 400);
    // String: an absent cert_only reads "undefined", which asks for no certificate.
    if (provider === "unknown" || /^(1|t|true)$/i.test(String(c.req.query("cert_only")))) {
      return fail(c, 404);
    }
    const file = `${deps.config.serviceName.replace(/[^\w.-]+/g, "_")}-metadata.xml`;
    return c.body(serviceProviderMetadata(saml, provider), 200, {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename=${file}`,
    });
  });

  app.get(
    REST_PATHS.samlAuth,
    limitSamlRequests(deps, REST_PATHS.samlAuth),
    samlAuthHandler(deps, providers),
  );
  app.post(
    REST_PATHS.samlCallback,
    limitSamlRequests(deps, REST_PATHS.samlCallback),
    samlCallbackHandler({ deps, providers, requests }),
  );
  return app;
}
