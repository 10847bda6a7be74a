import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseSamlConfig, type SamlConfigInput } from "./saml-config.ts";
import { createSamlProviders } from "./saml-providers.ts";
import { InMemoryAuthnRequestStore, InMemoryReplayCache } from "./stores.ts";
import { createTestIdp, type TestIdp } from "./testing/test-idp.ts";

let corp: TestIdp;
let partner: TestIdp;
let server: Server;
let metadataUrl = "";
/** What the metadata server answers next, and how often it was asked. */
let serving: "metadata" | "error" = "metadata";
let hits = 0;

beforeAll(async () => {
  [corp, partner] = await Promise.all([
    createTestIdp({ entityId: "https://idp.corp.example/metadata" }),
    createTestIdp({ entityId: "https://idp.partner.example/saml" }),
  ]);
  server = createServer((_request, response) => {
    hits++;
    if (serving === "error") response.writeHead(503).end();
    else response.writeHead(200, { "content-type": "application/xml" }).end(corp.metadataXml());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  metadataUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));
beforeEach(() => {
  serving = "metadata";
  hits = 0;
});

function providers(extra: SamlConfigInput["identity_providers"] = []) {
  let now = 1_000_000;
  const config = parseSamlConfig({
    enabled: true,
    endpoint_url: "https://auth.example.com",
    audience_uri: "https://auth.example.com/saml",
    default_redirect_url: "https://shop.example.com",
    allowed_redirect_urls: ["https://shop.example.com/**"],
    identity_providers: [
      { enabled: true, name: "Corp", domain: "corp.example", metadata_url: metadataUrl },
      {
        enabled: true,
        name: "Partner",
        domain: "partner.example",
        entity_id: partner.entityId,
        sso_url: partner.ssoUrl,
        certificates: [partner.certificate],
      },
      ...extra,
    ],
  });
  const registry = createSamlProviders({
    config,
    requests: new InMemoryAuthnRequestStore(),
    replays: new InMemoryReplayCache(),
    metadataTtlMs: 60_000,
    now: () => now,
  });
  return { registry, config, advance: (ms: number) => (now += ms) };
}

describe("createSamlProviders", () => {
  it("fetches nothing until a service provider is needed", () => {
    const { registry } = providers();
    expect(registry.forDomain("CORP.example")?.name).toBe("Corp");
    expect(registry.forDomain("unknown.example")).toBeUndefined();
    expect(hits).toBe(0);
  });

  it("fetches metadata once for concurrent sign-ins, and again when it is due", async () => {
    const { registry, config, advance } = providers();
    const provider = config.identity_providers[0]!;
    const [first, second] = await Promise.all([
      registry.serviceProvider(provider),
      registry.serviceProvider(provider),
    ]);
    expect(first.ok && first.sp.idpEntityId).toBe(corp.entityId);
    expect(second).toBe(first);
    expect(hits).toBe(1);
    advance(59_999);
    await registry.serviceProvider(provider);
    expect(hits).toBe(1);
    advance(1);
    await registry.serviceProvider(provider);
    expect(hits).toBe(2);
  });

  it("does not keep a failed fetch: the next sign-in tries again", async () => {
    const { registry, config } = providers();
    const provider = config.identity_providers[0]!;
    serving = "error";
    const failed = await registry.serviceProvider(provider);
    expect(failed.ok ? "ok" : failed.error.code).toBe("metadata_unavailable");
    serving = "metadata";
    expect((await registry.serviceProvider(provider)).ok).toBe(true);
    expect(hits).toBe(2);
  });

  it.each([
    { issuer: "https://idp.corp.example/metadata", domain: "corp.example" },
    { issuer: "https://idp.partner.example/saml", domain: "partner.example" },
    { issuer: "https://idp.unknown.example", domain: undefined },
  ])("finds the provider of issuer $issuer: $domain", async ({ issuer, domain }) => {
    const { registry } = providers();
    const found = await registry.forIssuer(issuer);
    expect(found?.provider.domain).toBe(domain);
    if (found !== undefined) expect(found.sp.idpEntityId).toBe(issuer);
  });

  it("finds no disabled provider by its issuer, nor one whose IdP cannot be resolved", async () => {
    const { registry } = providers([
      {
        enabled: false,
        name: "Old",
        domain: "old.example",
        entity_id: "https://idp.old.example",
        sso_url: "https://idp.old.example/sso",
        certificates: [partner.certificate],
      },
    ]);
    expect(await registry.forIssuer("https://idp.old.example")).toBeUndefined();
    serving = "error";
    const unreachable = providers().registry;
    expect(await unreachable.forIssuer(corp.entityId)).toBeUndefined();
    expect((await unreachable.forIssuer(partner.entityId))?.provider.domain).toBe(
      "partner.example",
    );
  });
});
