import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseSamlConfig, type SamlConfigInput } from "./saml-config.ts";
import { createSamlProviders } from "./saml-providers.ts";
import { InMemoryAuthnRequestStore, InMemoryReplayCache } from "./stores.ts";
import { createTestIdp, type TestIdp } from "./testing/test-idp.ts";

let corp: TestIdp;
let partner: TestIdp;
let server: Server;
let metadataUrl = "";
/** What the metadata server answers next, and how often it was asked. */
let serving: "metadata" | "error" | "padded" = "metadata";
let hits = 0;
/** The Accept header of the last request. */
let accepted: string | undefined;
/** Padding that brings the metadata to `padTo` characters (ASCII: bytes too). */
let padTo = 0;
/** While set, the next request waits for `release` before it is answered with 503. */
let held: Promise<void> | undefined;

beforeAll(async () => {
  [corp, partner] = await Promise.all([
    createTestIdp({ entityId: "https://idp.corp.example/metadata" }),
    createTestIdp({ entityId: "https://idp.partner.example/saml" }),
  ]);
  server = createServer((request, response) => {
    hits++;
    accepted = request.headers.accept;
    const waitFor = held;
    held = undefined;
    if (waitFor !== undefined) {
      void waitFor.then(() => response.writeHead(503).end());
      return;
    }
    if (serving === "error") return void response.writeHead(503).end();
    const xml = corp.metadataXml();
    const body = serving === "padded" ? xml + " ".repeat(padTo - xml.length) : xml;
    const length = { "content-length": String(Buffer.byteLength(body)) };
    response.writeHead(200, { "content-type": "application/xml", ...length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  metadataUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));
beforeEach(() => {
  serving = "metadata";
  hits = 0;
  accepted = undefined;
  held = undefined;
});

function providers(
  extra: SamlConfigInput["identity_providers"] = [],
  options: { metadataTtlMs?: number; fetch?: typeof fetch; enabled?: boolean } = {
    metadataTtlMs: 60_000,
  },
) {
  let now = 1_000_000;
  const config = parseSamlConfig({
    enabled: options.enabled ?? true,
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
    ...options,
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
    // The operator's log says what the server answered.
    expect(failed.ok || (failed.error.cause as Error).message).toBe(`503 from ${metadataUrl}`);
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

  it("asks the metadata server for metadata, through the fetch it is given", async () => {
    const asked: string[] = [];
    const { registry, config } = providers([], {
      metadataTtlMs: 60_000,
      fetch: (url, init) => {
        asked.push(url instanceof Request ? url.url : url.toString());
        return fetch(url, init);
      },
    });
    expect((await registry.serviceProvider(config.identity_providers[0]!)).ok).toBe(true);
    expect(asked).toEqual([metadataUrl]);
    expect(accepted).toBe("application/samlmetadata+xml, application/xml, text/xml");
  });

  it("keeps fetched metadata for an hour by default", async () => {
    const { registry, config, advance } = providers([], {});
    const provider = config.identity_providers[0]!;
    await registry.serviceProvider(provider);
    advance(60 * 60_000 - 1);
    await registry.serviceProvider(provider);
    expect(hits).toBe(1);
    advance(1);
    await registry.serviceProvider(provider);
    expect(hits).toBe(2);
  });

  it.each([
    { name: "takes metadata of 1 MiB", length: 1024 * 1024, outcome: "ok" },
    // Refused by its Content-Length before it is read: unavailable, not invalid.
    {
      name: "refuses metadata over 1 MiB",
      length: 1024 * 1024 + 1,
      outcome: "metadata_unavailable",
    },
  ])("$name", async ({ length, outcome }) => {
    serving = "padded";
    padTo = length;
    const { registry, config } = providers();
    const result = await registry.serviceProvider(config.identity_providers[0]!);
    expect(result.ok ? "ok" : result.error.code).toBe(outcome);
    if (!result.ok) {
      expect((result.error.cause as Error).message).toBe(
        `${metadataUrl} sent ${length} bytes of metadata`,
      );
    }
  });

  it("keeps a newer fetch when an older one fails after it", async () => {
    const { registry, config, advance } = providers();
    const provider = config.identity_providers[0]!;
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const older = registry.serviceProvider(provider);
    await vi.waitFor(() => expect(hits).toBe(1));
    advance(60_000);
    expect((await registry.serviceProvider(provider)).ok).toBe(true);
    release();
    expect((await older).ok).toBe(false);
    await registry.serviceProvider(provider);
    expect(hits).toBe(2);
  });

  it("forgets two failures that overlap", async () => {
    const { registry, config, advance } = providers();
    const provider = config.identity_providers[0]!;
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const older = registry.serviceProvider(provider);
    await vi.waitFor(() => expect(hits).toBe(1));
    advance(60_000);
    serving = "error";
    expect((await registry.serviceProvider(provider)).ok).toBe(false);
    release();
    expect((await older).ok).toBe(false);
    serving = "metadata";
    expect((await registry.serviceProvider(provider)).ok).toBe(true);
    expect(hits).toBe(3);
  });

  it("finds no provider by its issuer while SAML is disabled", async () => {
    const { registry } = providers([], { enabled: false });
    expect(await registry.forIssuer(partner.entityId)).toBeUndefined();
    expect(hits).toBe(0);
  });

  it("answers a service provider it cannot set up with internal_error", async () => {
    const { config } = providers();
    const stores = {
      requests: new InMemoryAuthnRequestStore(),
      replays: new InMemoryReplayCache(),
    };
    const partnerProvider = config.identity_providers[1]!;
    const noEndpoint = createSamlProviders({
      config: { ...config, endpoint_url: undefined },
      ...stores,
    });
    const missing = await noEndpoint.serviceProvider(partnerProvider);
    expect(missing.ok ? "ok" : [missing.error.code, missing.error.message]).toEqual([
      "internal_error",
      "saml.endpoint_url and saml.audience_uri are required",
    ]);
    // A configuration that did not come through the schema: whatever breaks is still a SamlError.
    const broken = createSamlProviders({
      config: { ...config, options: undefined } as unknown as typeof config,
      ...stores,
    });
    const failed = await broken.serviceProvider(partnerProvider);
    expect(failed.ok ? "ok" : [failed.error.code, failed.error.message]).toEqual([
      "internal_error",
      "could not set up the service provider",
    ]);
    expect(failed.ok || failed.error.cause).toBeInstanceOf(TypeError);
  });
});
