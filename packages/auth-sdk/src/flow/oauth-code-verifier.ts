// PKCE for third-party sign-in and account linking (flow-api §2.2 thirdparty_oauth, §2.7
// connect_thirdparty_oauth_provider, RFC 7636). When the action offers a `code_verifier`
// input, the SDK makes a verifier, keeps it in sessionStorage and sends it; the `thirdparty`
// step sends it back with `exchange_token`. The official widget does the same in its login
// screen; here every caller of the action gets it. A verifier the caller brings is kept and
// sent instead. Once the answer shows the browser is not leaving for the provider, the
// verifier is dropped, as the official widget drops it after an error.
import type { ActionName } from "@kretsbutiken/flow-protocol";
import { clearStoredCodeVerifier, generateCodeVerifier, setStoredCodeVerifier } from "../pkce.ts";
import type { StorageLike } from "../platform/platform.ts";
import type { AnyState } from "./state-types.ts";

const OAUTH_ACTIONS: readonly ActionName[] = [
  "thirdparty_oauth",
  "connect_thirdparty_oauth_provider",
];
const CODE_VERIFIER = "code_verifier";

type Values = Readonly<Record<string, unknown>> | null;

/** The values to send: `values`, with a verifier when the action offers one (then stored). */
export function withCodeVerifier(
  action: { readonly name: string; readonly inputs: Readonly<Record<string, unknown>> },
  values: Values,
  storage: StorageLike,
): Values {
  if (!OAUTH_ACTIONS.includes(action.name as ActionName)) return values;
  if (!Object.hasOwn(action.inputs, CODE_VERIFIER)) return values;
  const given = values?.[CODE_VERIFIER];
  const verifier = typeof given === "string" && given !== "" ? given : generateCodeVerifier();
  setStoredCodeVerifier(verifier, storage);
  return { ...values, [CODE_VERIFIER]: verifier };
}

/** After the action: keep the verifier only on the way to the provider. */
export function settleCodeVerifier(next: AnyState, storage: StorageLike): void {
  if (next.name !== "thirdparty" || next.error !== undefined) clearStoredCodeVerifier(storage);
}
