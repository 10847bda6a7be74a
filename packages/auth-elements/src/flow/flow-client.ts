// What the widget needs from an SDK, in plain protocol data. The widget never sees SDK classes:
// an adapter (./auth-sdk-client.ts) maps @kretsbutiken/auth-sdk onto this, and component tests
// inject a fake. Keeping the surface this small is what lets both sides change independently.
import type {
  Action,
  Claims,
  FlowName,
  LastLogin,
  StateActions,
  StateName,
  StatePayloads,
  WireError,
} from "@kretsbutiken/flow-protocol";
import type { PasskeyOfferMemory } from "./passkey-offer-memory.ts";

/** One immutable flow state: a flow response as the widget renders it. */
export type FlowSnapshot<S extends StateName = StateName> = {
  readonly flow: FlowName;
  readonly name: S;
  readonly status: number;
  /** `{}` when the server sent none (error results). */
  readonly payload: Partial<StatePayloads[S]>;
  readonly error?: WireError | undefined;
  /**
   * The code of the SDK error behind an error state the SDK made itself (network failure,
   * timeout, invalid answer, unknown state), shown as `errors.<code>`.
   */
  readonly clientError?: string | undefined;
  /** Only the actions the server offers; `{}` in terminal states. */
  readonly actions: StateActions<S>;
};

/** Any snapshot, discriminated by `name`, so `switch (snapshot.name)` narrows. */
export type AnySnapshot = { [S in StateName]: FlowSnapshot<S> }[StateName];

export type ActionValues = Readonly<Record<string, unknown>>;

export type SessionEvent =
  "session_created" | "session_expired" | "user_logged_out" | "user_deleted";

export type SessionEventDetail = { claims?: Claims; expirationSeconds?: number } | null;

/**
 * The SDK seen from the widget. `start` and `run` resolve to the next state; a failure the
 * SDK can describe (network, timeout, protocol) may either resolve to an `error` snapshot or
 * reject with an error that carries a `code` (the SDK's `HankoError`): the widget shows both
 * on its error screen, never a frozen spinner.
 */
export type FlowClient = {
  /** Creates a flow and runs its automatic first steps (capabilities, token exchange). */
  start(flow: FlowName): Promise<AnySnapshot>;
  /** Runs one offered action of `from` with the given input values. */
  run(from: AnySnapshot, action: string, values: ActionValues): Promise<AnySnapshot>;
  /**
   * Passkey autofill on a `login_init` that carries request options: waits in the background
   * for the user to pick a passkey in the identifier field's suggestions and resolves to the
   * state after it; undefined when the wait ends otherwise (another action, the browser said
   * no, or there is nothing to wait for).
   */
  autofill(from: AnySnapshot): Promise<AnySnapshot | undefined>;
  /** Sent as `X-Language` (the element's `lang`). */
  setLang(lang: string): void;
  /** Session events of this SDK instance, here or in another tab. Returns the unsubscribe. */
  onSessionEvent(listener: (event: SessionEvent, detail: SessionEventDetail) => void): () => void;
  /** Whether `navigator.credentials` can do WebAuthn here (the passkey button's hint). */
  webauthnSupported(): boolean;
  /** How the user signed in last on this device (the SDK keeps it), for "Last used". */
  lastLogin(): LastLogin | undefined;
  /** This device's "not now" to the passkey offered after a sign-in. */
  readonly passkeyOffer: PasskeyOfferMemory;
};

/** The offered action `name` of a snapshot, or undefined. */
export function offered(snapshot: AnySnapshot | FlowSnapshot, name: string): Action | undefined {
  const actions = snapshot.actions as Readonly<Record<string, Action | undefined>>;
  return Object.hasOwn(actions, name) ? actions[name] : undefined;
}
