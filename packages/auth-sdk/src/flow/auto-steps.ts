// The automatic steps of product spec §4, as a table keyed by state name and run by the driver
// (./flow-runtime.ts). Each step takes a snapshot and resolves to the next one.
import type { StateName } from "@kretsbutiken/flow-protocol";
import { contextOf } from "./snapshots.ts";
import type { State } from "./state.ts";
import type { AnyState } from "./state-types.ts";
import { thirdpartyStep } from "./thirdparty-step.ts";
import { createCredentialStep, loginPasskeyStep } from "./webauthn-steps.ts";

/** Capabilities first: every flow but token_exchange starts with them (flow-api §1.2). */
async function preflightStep(state: State<"preflight">): Promise<AnyState> {
  const { platform, runtime } = contextOf(state);
  const { advance } = runtime;
  let capabilities;
  try {
    capabilities = await platform.capabilities();
  } catch {
    capabilities = {
      webauthn_available: false,
      webauthn_conditional_mediation_available: false,
      webauthn_platform_authenticator_available: false,
    };
  }
  return advance(state.actions.register_client_capabilities, capabilities);
}

/** Signed in: remember how, drop the cached flow, announce the session. */
function successStep(state: State<"success">): Promise<AnyState> {
  const { platform, relay, localStorageKey } = contextOf(state);
  const { claims, last_login: lastLogin } = state.payload;
  if (lastLogin !== undefined) {
    platform.storage.setItem(lastLoginKey(localStorageKey), JSON.stringify(lastLogin));
  }
  state.removeFromLocalStorage();
  relay.dispatchSessionCreatedEvent({
    claims,
    expirationSeconds: relay.expirationSecondsFor(claims),
  });
  return Promise.resolve(state);
}

/** The account is gone: so is the session here (the server's expiring cookie cannot remove ours). */
function accountDeletedStep(state: State<"account_deleted">): Promise<AnyState> {
  const { relay, tokenStore } = contextOf(state);
  state.removeFromLocalStorage();
  tokenStore.remove();
  relay.dispatchUserDeletedEvent();
  return Promise.resolve(state);
}

/** Where the widget reads the last login method (`<localStorageKey>_last_login`, spec §3). */
export function lastLoginKey(localStorageKey: string): string {
  return `${localStorageKey}_last_login`;
}

export const AUTO_STEPS = {
  preflight: preflightStep,
  thirdparty: thirdpartyStep,
  login_passkey: loginPasskeyStep,
  onboarding_verify_passkey_attestation: createCredentialStep,
  webauthn_credential_verification: createCredentialStep,
  success: successStep,
  account_deleted: accountDeletedStep,
} as const satisfies { readonly [S in StateName]?: (state: State<S>) => Promise<AnyState> };

export type AutoSteppedState = keyof typeof AUTO_STEPS;

/** One automatic step: takes the state it belongs to, resolves to the state after it. */
export type AutoStep<S extends StateName> = (state: State<S>) => Promise<AnyState>;

/** The table of automatic steps, one per auto-stepped state (the shape of `AUTO_STEPS`). */
export type AutoSteps = { readonly [S in AutoSteppedState]: AutoStep<S> };

export function hasAutoStep(name: StateName): name is AutoSteppedState {
  return Object.hasOwn(AUTO_STEPS, name);
}
