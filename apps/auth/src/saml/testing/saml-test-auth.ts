// The whole auth server with SAML on, for HTTP tests: two real test IdPs (self-signed, signing
// with xml-crypto), one known by its metadata at a URL served by a local HTTP server (fetched by
// the server itself) and one by entity id, SSO URL and certificate. Test code only.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createTestAuth,
  type TestAuth,
  type TestAuthOptions,
  type TestEnv,
} from "../../../test/create-test-auth.ts";
import type { SamlConfigInput } from "../saml-config.ts";
import { createTestIdp, type TestIdp, type TestResponseOptions } from "./test-idp.ts";

export const PUBLIC_URL = "http://localhost:8000";
export const ACS = `${PUBLIC_URL}/saml/callback`;
export const AUDIENCE = `${PUBLIC_URL}/saml`;
export const SHOP = "http://localhost:3000";
/** The domain of the IdP found by metadata URL: verified addresses, IdP-initiated allowed. */
export const CORP = "corp.example";
/** The domain of the IdP configured inline: unverified addresses, SP-initiated only. */
export const PARTNER = "partner.example";

/** The IdPs and the server that publishes the first one's metadata; made once per test file. */
export interface TestIdps {
  corp: TestIdp;
  partner: TestIdp;
  metadataUrl: string;
  close(): Promise<void>;
}

export async function startTestIdps(): Promise<TestIdps> {
  const [corp, partner] = await Promise.all([
    createTestIdp({ entityId: "https://idp.corp.example/metadata" }),
    createTestIdp({ entityId: "https://idp.partner.example/saml" }),
  ]);
  const server: Server = createServer((request, response) => {
    if (request.url !== "/metadata") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "application/samlmetadata+xml" });
    response.end(corp.metadataXml());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    corp,
    partner,
    metadataUrl: `http://127.0.0.1:${port}/metadata`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export function samlConfig(
  idps: TestIdps,
  overrides: Partial<SamlConfigInput> = {},
): SamlConfigInput {
  return {
    enabled: true,
    endpoint_url: PUBLIC_URL,
    audience_uri: AUDIENCE,
    default_redirect_url: SHOP,
    allowed_redirect_urls: [`${SHOP}/**`],
    identity_providers: [
      {
        enabled: true,
        name: "Corp Login",
        domain: CORP,
        metadata_url: idps.metadataUrl,
        skip_email_verification: true,
        allow_idp_initiated: true,
      },
      {
        enabled: true,
        name: "Partner SSO",
        domain: PARTNER,
        entity_id: idps.partner.entityId,
        sso_url: idps.partner.ssoUrl,
        certificates: [idps.partner.certificate],
      },
    ],
    ...overrides,
  };
}

export function startSamlAuth(
  idps: TestIdps,
  env: TestEnv = {},
  options: TestAuthOptions = {},
): Promise<TestAuth> {
  return createTestAuth({ PUBLIC_URL, SAML: JSON.stringify(samlConfig(idps)), ...env }, options);
}

/** A valid Response's options for our SP; spread and override. */
export const forUs = {
  audience: AUDIENCE,
  recipient: ACS,
} as const satisfies Partial<TestResponseOptions>;

/** Posts the ACS form as the browser does. */
export function postCallback(
  auth: TestAuth,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return auth.request("/saml/callback", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * `GET /saml/auth` (with the browser's `cookie`, if it has one) and what the IdP reads from the
 * redirect, with the `Cookie` header that browser sends the ACS: its binding cookie.
 */
export async function startSignIn(
  auth: TestAuth,
  idp: TestIdp,
  query: { domain: string; redirect_to: string; flow_id?: string },
  cookie?: string,
) {
  const response = await auth.request(`/saml/auth?${new URLSearchParams(query).toString()}`, {
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.startsWith(`${idp.ssoUrl}?`)) {
    throw new Error(`/saml/auth answered ${response.status} to ${location}`);
  }
  const request = idp.readAuthnRequest(location);
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { ...request, relayState: request.relayState ?? "", cookie: setCookie.split(";")[0]! };
}

/** The redirect's target and its query, for assertions. */
export function redirectOf(response: Response) {
  const url = new URL(response.headers.get("location") ?? "about:blank");
  return {
    status: response.status,
    target: `${url.origin}${url.pathname}`,
    params: Object.fromEntries(url.searchParams),
  };
}
