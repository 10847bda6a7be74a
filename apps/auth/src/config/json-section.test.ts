import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, readAuthConfig } from "./config.ts";

const GITHUB = {
  providers: { github: { enabled: true, client_id: "id", secret: "secret" } },
  redirect_url: "https://login.example.se/thirdparty/callback",
  error_redirect_url: "https://shop.example.se/page/login",
  allowed_redirect_urls: ["https://shop.example.se/**"],
};

describe("THIRD_PARTY and SAML", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "auth-config-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("are off with nothing set", () => {
    const config = readAuthConfig({});
    expect(config.thirdParty.providers.github.enabled).toBe(false);
    expect(config.saml.enabled).toBe(false);
  });

  it.each([
    ["the variable", () => JSON.stringify(GITHUB)],
    [
      "the file it names",
      () => {
        const file = path.join(dir, "third-party.json");
        writeFileSync(file, JSON.stringify(GITHUB));
        return file;
      },
    ],
  ])("read a JSON object from %s", (_where, value) => {
    const config = readAuthConfig({ THIRD_PARTY: value() });
    expect(config.thirdParty.providers.github).toMatchObject({ enabled: true, client_id: "id" });
    expect(config.thirdParty.allowed_redirect_urls).toEqual(["https://shop.example.se/**"]);
  });

  it.each([
    ["not JSON", "{ providers: ", /THIRD_PARTY: not valid JSON/],
    [
      "a missing file",
      "/nowhere/third-party.json",
      /THIRD_PARTY: neither a JSON object nor a readable file/,
    ],
    [
      "an enabled provider without its secret",
      JSON.stringify({ ...GITHUB, providers: { github: { enabled: true, client_id: "id" } } }),
      /THIRD_PARTY: .*third_party\.providers\.github\.secret/s,
    ],
    ["a misspelt key", JSON.stringify({ ...GITHUB, allowed_redirect_url: [] }), /THIRD_PARTY: /],
  ])("refuse %s, naming the variable", (_name, value, message) => {
    expect(() => readAuthConfig({ THIRD_PARTY: value })).toThrow(ConfigError);
    expect(() => readAuthConfig({ THIRD_PARTY: value })).toThrow(message);
  });

  it("refuse SAML switched on without where it lives", () => {
    expect(() => readAuthConfig({ SAML: JSON.stringify({ enabled: true }) })).toThrow(
      /SAML: .*saml\.endpoint_url/s,
    );
  });
});
