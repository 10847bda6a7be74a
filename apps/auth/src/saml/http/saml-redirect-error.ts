// A failed SAML sign-in as the redirect error of flow-api.md §4.3 that the browser takes back to
// the page: `access_denied` when the IdP itself refused (the user cancelled, or may not use the
// application), `server_error` when we failed (a store, the IdP's metadata), `invalid_request`
// for every Response we refuse, but `unverified_email` for an address outside the IdP's domains
// (it cannot vouch for it). Which check refused it goes to the log, not to the browser.
import type { RedirectErrorCode } from "../../identities/finish-sign-in.ts";
import type { IdpMetadataErrorCode } from "../idp-metadata.ts";
import type { SamlErrorCode } from "../saml-error.ts";

export function redirectErrorCode(code: SamlErrorCode | IdpMetadataErrorCode): RedirectErrorCode {
  switch (code) {
    case "idp_error":
      return "access_denied";
    case "foreign_domain":
      return "unverified_email";
    case "internal_error":
    case "metadata_invalid":
    case "metadata_unavailable":
      return "server_error";
    default:
      return "invalid_request";
  }
}

export const REFUSED_RESPONSE = "the SAML response was not accepted";
