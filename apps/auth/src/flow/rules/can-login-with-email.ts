// "Can log in by email passcode" of flow-api.md §2.4, used by the visibility of `skip`.
import type { AuthFlowView } from "../flows/flow-deps.ts";

export function canLoginWithEmail(view: AuthFlowView): boolean {
  const { email } = view.deps.policy;
  return view.stash.has("email") && email.useForAuthentication && email.useAsLoginIdentifier;
}

/** Whether passkeys are acquired in `mode` in this flow (§2.4, the `skip` conditions). */
export function acquiresPasskey(
  view: AuthFlowView,
  mode: "always" | "conditional" | "never",
): boolean {
  const { passkey } = view.deps.policy;
  if (!passkey.enabled) return false;
  if (view.flowName === "login") return passkey.acquireOnLogin === mode;
  if (view.flowName === "registration") return passkey.acquireOnRegistration === mode;
  return false;
}
