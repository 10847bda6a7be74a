// The relying party comes from the configuration: the RP id credentials are scoped to, the
// name the authenticator shows, the origins ceremonies may run on and the browser's time.
import { expect, it } from "vitest";
import { readAuthConfig } from "../config/config.ts";
import { relyingParty } from "./relying-party.ts";

it("is the configured RP id, service name, allowed origins and WebAuthn timeout", () => {
  const config = readAuthConfig({
    NODE_ENV: "test",
    PUBLIC_URL: "https://auth.example.se",
    ALLOWED_ORIGINS: "https://shop.example.se,https://www.example.se",
    RP_ID: "example.se",
    SERVICE_NAME: "Kretsbutiken Väst",
    WEBAUTHN_TIMEOUT_MS: "120000",
  });
  expect(relyingParty(config)).toEqual({
    id: "example.se",
    name: "Kretsbutiken Väst",
    origins: ["https://shop.example.se", "https://www.example.se"],
    timeoutMs: 120_000,
  });
});
