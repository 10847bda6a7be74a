// The error a provider or SAML IdP sent back in the page address (`?error=` with
// `error_description`, flow-api §4.3), as a ThirdPartyError whose code is the widget's
// translation key. Reading only: the flow's step and the 1.x clients decide about the address.
import { RETURN_PARAMS } from "@kretsbutiken/flow-protocol";
import { ThirdPartyError, type HankoErrorCode } from "../errors.ts";
import { searchParam } from "../platform/address.ts";
import type { Platform } from "../platform/platform.ts";

export type ReturnError = {
  /** The `error` parameter as sent. */
  readonly code: string;
  readonly description: string | null;
  readonly error: ThirdPartyError;
};

export function readReturnError(
  platform: Pick<Platform, "location">,
  keyOf: (code: string) => HankoErrorCode,
): ReturnError | undefined {
  const code = searchParam(platform, RETURN_PARAMS.error);
  if (code === null || code === "") return undefined;
  const description = searchParam(platform, RETURN_PARAMS.errorDescription);
  return {
    code,
    description,
    error: new ThirdPartyError(keyOf(code), new Error(description ?? code)),
  };
}
