import { describe, expect, it } from "vitest";
import { samlAuthUrl } from "./saml-auth-url.ts";
import { parseSamlConfig, SamlConfigError } from "./saml-config.ts";

const saml = parseSamlConfig({ endpoint_url: "https://auth.example.com/api" });

describe("samlAuthUrl", () => {
  it.each([
    {
      target: { domain: "corp.example", redirectTo: "https://shop.example.com/login" },
      expected:
        "https://auth.example.com/api/saml/auth?domain=corp.example&redirect_to=https%3A%2F%2Fshop.example.com%2Flogin",
    },
    {
      target: {
        domain: "corp.example",
        redirectTo: "https://shop.example.com/?a=1&b=2",
        flowId: "f-1",
      },
      expected:
        "https://auth.example.com/api/saml/auth?domain=corp.example&redirect_to=https%3A%2F%2Fshop.example.com%2F%3Fa%3D1%26b%3D2&flow_id=f-1",
    },
  ])("builds $expected", ({ target, expected }) => {
    expect(samlAuthUrl({ saml }, target)).toBe(expected);
  });

  it("needs saml.endpoint_url, and says so", () => {
    const target = { domain: "corp.example", redirectTo: "https://shop.example.com" };
    const build = () => samlAuthUrl({ saml: parseSamlConfig({}) }, target);
    expect(build).toThrow(SamlConfigError);
    expect(build).toThrow(
      expect.objectContaining({
        code: "config_invalid",
        message: "saml.endpoint_url is not set",
      }),
    );
  });
});
