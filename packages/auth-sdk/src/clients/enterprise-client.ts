// Enterprise (SAML) sign-in the 1.x way: ask whether a SAML provider serves the address's
// domain (`GET /saml/provider?domain`), then send the browser to `/saml/auth?domain&redirect_to`.
// v3 servers route by domain themselves: `continue_with_login_identifier` answers `thirdparty`
// with the SAML address, which flow/thirdparty-step.ts follows.
import { AUTH_REDIRECT_PARAMS, LEGACY_REST_PATHS, REST_PATHS } from "@kretsbutiken/flow-protocol";
import { EnterpriseEmailError, ThirdPartyError } from "../errors.ts";
import { readReturnError } from "../flow/return-error.ts";
import { enterpriseErrorKey } from "../flow/third-party-errors.ts";
import { emailDomain } from "./email-domain.ts";
import { RedirectClient } from "./redirect-client.ts";

function domainOf(email: string): string {
  const domain = emailDomain(email);
  if (domain === undefined) throw new EnterpriseEmailError(new Error("not a routable address"));
  return domain;
}

export class EnterpriseClient extends RedirectClient {
  /**
   * Resolves true when a SAML provider serves the domain of `email`. As in 1.x, "none" is a
   * rejection: 404 NotFoundError (other statuses as every REST call). An address without
   * exactly one `@` and a domain rejects with EnterpriseEmailError before any request.
   */
  async hasProvider(email: string): Promise<boolean> {
    const domain = domainOf(email);
    const query = new URLSearchParams({ [AUTH_REDIRECT_PARAMS.domain]: domain }).toString();
    const response = await this.client.get(`${LEGACY_REST_PATHS.samlProvider}?${query}`);
    if (!response.ok) throw this.failure(response, { authenticated: false });
    return true;
  }

  /** Leaves for the domain's SAML provider; throws (no navigation) on a bad address or target. */
  auth(email: string, redirectTo: string): void {
    const domain = domainOf(email);
    if (!redirectTo) {
      throw new ThirdPartyError("somethingWentWrong", new Error("redirectTo missing"));
    }
    this.platform.navigate(
      this.apiUrl(REST_PATHS.samlAuth, {
        [AUTH_REDIRECT_PARAMS.domain]: domain,
        [AUTH_REDIRECT_PARAMS.redirectTo]: redirectTo,
      }),
    );
  }

  /** The IdP's `?error=` of the page address, with the enterprise keys, or undefined. */
  getError(): ThirdPartyError | undefined {
    return readReturnError(this.platform, enterpriseErrorKey)?.error;
  }
}
