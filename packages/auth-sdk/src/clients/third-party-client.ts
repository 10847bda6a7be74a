// Third-party sign-in the 1.x way (flow-api Appendix A): the browser goes to
// `/thirdparty/auth?provider&redirect_to`, and the provider's answer comes back in the page
// address. v3 servers run it in the flow instead (`thirdparty_oauth`, flow/thirdparty-step.ts).
import { AUTH_REDIRECT_PARAMS, LEGACY_REST_PATHS } from "@kretsbutiken/flow-protocol";
import { ThirdPartyError } from "../errors.ts";
import { readReturnError } from "../flow/return-error.ts";
import { thirdPartyErrorKey } from "../flow/third-party-errors.ts";
import { RedirectClient } from "./redirect-client.ts";

export class ThirdPartyClient extends RedirectClient {
  /** Leaves for `provider`; rejects with a ThirdPartyError when either argument is empty. */
  auth(provider: string, redirectTo: string): Promise<void> {
    // A throw in the executor is a rejection, as from 1.x's async method.
    return new Promise((resolve) => {
      if (!provider) throw new ThirdPartyError("somethingWentWrong", new Error("provider missing"));
      if (!redirectTo) {
        throw new ThirdPartyError("somethingWentWrong", new Error("redirectTo missing"));
      }
      this.platform.navigate(
        this.apiUrl(LEGACY_REST_PATHS.thirdpartyAuth, {
          [AUTH_REDIRECT_PARAMS.provider]: provider,
          [AUTH_REDIRECT_PARAMS.redirectTo]: redirectTo,
        }),
      );
      resolve();
    });
  }

  /** The provider's `?error=` of the page address (spec §8 mapping), or undefined. */
  getError(): ThirdPartyError | undefined {
    return readReturnError(this.platform, thirdPartyErrorKey)?.error;
  }
}
