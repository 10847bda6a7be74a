// Demo-ID as the demo's auth server meets it: discovery at its issuer, its one client, and the
// account any name signs in as.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoId, demoIdClaims } from "./demo-id.ts";

describe("demoIdClaims", () => {
  it.each([
    ["anna", "anna@demo-id.example"],
    ["  Anna Berg ", "anna%20berg@demo-id.example"],
    ["Anna@Exempel.SE", "anna@exempel.se"],
  ])("signs %j in with the address %s, vouched for", (name, email) => {
    expect(demoIdClaims(name)).toEqual({
      sub: name.trim(),
      email,
      email_verified: true,
      name: name.trim(),
    });
  });
});

describe("Demo-ID", () => {
  let server: Server;
  let issuer: string;
  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = createDemoId({
      issuer,
      clientId: "kretsbutiken-demo",
      clientSecret: "a-secret",
      redirectUris: ["http://localhost:8000/thirdparty/callback"],
    });
    server.on("request", provider.callback());
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("publishes its discovery document at its issuer, with the scopes the demo asks for", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(["email", "email_verified"]));
  });

  it("sends a browser of its client to the sign-in page, and refuses another return address", async () => {
    const authorize = (redirectUri: string) =>
      fetch(
        `${issuer}/auth?${new URLSearchParams({
          client_id: "kretsbutiken-demo",
          redirect_uri: redirectUri,
          response_type: "code",
          scope: "openid email profile",
          state: "s",
          nonce: "n",
        })}`,
        { redirect: "manual" },
      );
    const ours = await authorize("http://localhost:8000/thirdparty/callback");
    expect(ours.status).toBe(303);
    expect(ours.headers.get("location")).toMatch(/^\/interaction\//);
    const elsewhere = await authorize("https://evil.example/callback");
    expect(elsewhere.status).toBe(400);
  });
});
