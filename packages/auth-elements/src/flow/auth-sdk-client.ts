// The FlowClient over @kretsbutiken/auth-sdk: SDK state objects stay behind a WeakMap, the
// widget sees plain snapshots. Everything the SDK does by itself (capabilities, WebAuthn
// ceremonies, third-party redirect and token exchange, storing the session and the last login,
// session events) stays in the SDK.
import {
  WebauthnSupport,
  lastLoginKey,
  runPasskeyAutofill,
  withReturnError,
  type AnyState,
  type Hanko,
} from "@kretsbutiken/auth-sdk";
import type { Action, LastLogin } from "@kretsbutiken/flow-protocol";
import type { AnySnapshot, FlowClient } from "./flow-client.ts";
import { passkeyOfferMemory } from "./passkey-offer-memory.ts";

/** `cacheKey` of the official `<hanko-auth>` (@teamhanko/hanko-elements 2.7.0). */
export const FLOW_CACHE_KEY = "hanko-auth-flow-state";

type Runnable = { run(values: Readonly<Record<string, unknown>> | null): Promise<AnyState> };

export type AuthSdkClientOptions = {
  /** `localStorageKey` of the SDK (`hanko`): where it keeps the last login. */
  storageKey: string;
};

export function authSdkClient(hanko: Hanko, options: AuthSdkClientOptions): FlowClient {
  const states = new WeakMap<AnySnapshot, AnyState>();

  const snapshotOf = (state: AnyState): AnySnapshot => {
    const actions: Record<string, Action> = {};
    for (const [name, action] of Object.entries(
      state.actions as Record<string, { toJSON(): Action }>,
    )) {
      actions[name] = action.toJSON();
    }
    const snapshot = {
      flow: state.flowName,
      name: state.name,
      status: state.status,
      payload: state.payload ?? {},
      error: state.error,
      clientError: state.clientError?.code,
      actions,
    } as AnySnapshot;
    states.set(snapshot, state);
    return snapshot;
  };

  return {
    // The official widget keeps a flow across a provider's redirect under this key: the same
    // key lets either widget finish a sign-in the other began on the page. A return error that
    // no saved flow waited for (a refused IdP-initiated SAML sign-in) shows on the first screen.
    start: async (flow) =>
      snapshotOf(withReturnError(await hanko.createState(flow, { cacheKey: FLOW_CACHE_KEY }))),
    run: async (from, action, values) => {
      const state = states.get(from);
      if (state === undefined) throw new Error("The snapshot does not come from this SDK");
      const runnable = (state.actions as unknown as Record<string, Runnable>)[action];
      if (runnable === undefined) throw new Error(`No action "${action}"`);
      return snapshotOf(await runnable.run(values));
    },
    autofill: async (from) => {
      const state = states.get(from);
      if (state?.name !== "login_init") return undefined;
      try {
        const next = await runPasskeyAutofill(state);
        return next === undefined ? undefined : snapshotOf(next);
      } catch {
        return undefined;
      }
    },
    setLang: (lang) => hanko.setLang(lang),
    onSessionEvent: (listener) => {
      const cleanups = [
        hanko.onSessionCreated((detail) => listener("session_created", detail)),
        hanko.onSessionExpired(() => listener("session_expired", null)),
        hanko.onUserLoggedOut(() => listener("user_logged_out", null)),
        hanko.onUserDeleted(() => listener("user_deleted", null)),
      ];
      return () => {
        for (const cleanup of cleanups) cleanup();
      };
    },
    webauthnSupported: () => WebauthnSupport.supported(),
    passkeyOffer: passkeyOfferMemory(() => globalThis.localStorage, options.storageKey),
    lastLogin: () => {
      try {
        const stored = globalThis.localStorage?.getItem(lastLoginKey(options.storageKey));
        return stored ? (JSON.parse(stored) as LastLogin) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
