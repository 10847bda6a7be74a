import { describe, expect, it } from "vitest";
import type { IdpMetadataErrorCode } from "../idp-metadata.ts";
import type { SamlErrorCode } from "../saml-error.ts";
import { redirectErrorCode } from "./saml-redirect-error.ts";

describe("redirectErrorCode", () => {
  // Every code the service provider and the metadata reader can give: a code added to either
  // without a row here fails the type check of this table.
  const cases: Record<SamlErrorCode | IdpMetadataErrorCode, string> = {
    idp_error: "access_denied",
    foreign_domain: "unverified_email",
    internal_error: "server_error",
    metadata_invalid: "server_error",
    metadata_unavailable: "server_error",
    malformed_response: "invalid_request",
    invalid_signature: "invalid_request",
    wrong_issuer: "invalid_request",
    wrong_audience: "invalid_request",
    wrong_recipient: "invalid_request",
    wrong_destination: "invalid_request",
    not_yet_valid: "invalid_request",
    expired: "invalid_request",
    unknown_request: "invalid_request",
    relay_state_mismatch: "invalid_request",
    browser_mismatch: "invalid_request",
    idp_initiated_not_allowed: "invalid_request",
    replayed: "invalid_request",
    missing_email: "invalid_request",
  };

  it.each(Object.entries(cases))("%s goes back as %s", (code, expected) => {
    expect(redirectErrorCode(code as SamlErrorCode)).toBe(expected);
  });
});
