// The one reducer of a widget (docs/style.md): the current snapshot, the action in flight and
// the error on screen. Buttons read `pending` from here; nothing else holds flow state.
import type { FlowName, Input } from "@kretsbutiken/flow-protocol";
import type { AnySnapshot } from "./flow-client.ts";

/** An error on screen: a server code (`flowErrors.<code>`) or an SDK one (`errors.<code>`). */
export type ShownError = { readonly source: "flow" | "client"; readonly code: string };

/** What the user told us on earlier screens (spec §3 "UI state: email, username"). */
export type Identity = { readonly email?: string; readonly username?: string };

export type WidgetState = {
  /** The flow being run; `<hanko-auth>` switches between login and registration. */
  readonly flow: FlowName;
  /** Bumped on every (re)start; replies to an older start are dropped. */
  readonly generation: number;
  readonly snapshot?: AnySnapshot;
  /** The action in flight, if any. */
  readonly pending?: string;
  /** The action whose answer is on screen (spec §4 "UI action states: last action"). */
  readonly lastAction?: string;
  readonly error?: ShownError;
  readonly identity: Identity;
  /** Screens shown so far; a new screen takes focus from the second on (use-screen-focus.ts). */
  readonly screens: number;
  /** Responses received so far; countdowns restart with each. */
  readonly responses: number;
  /** Answers to an action without an error so far (spec §4 "UI action states: succeeded"). */
  readonly succeeded: number;
  /** Set when login_init answers `unknown_email_error`: the account-not-found screen. */
  readonly accountNotFound?: string;
};

export type WidgetEvent =
  | { readonly type: "start"; readonly flow: FlowName }
  | { readonly type: "run"; readonly action: string; readonly identity?: Identity }
  | { readonly type: "receive"; readonly generation: number; readonly snapshot: AnySnapshot }
  | { readonly type: "fail"; readonly generation: number; readonly code: string }
  | { readonly type: "clear_error" }
  | { readonly type: "dismiss_account_not_found" };

export function initialWidgetState(flow: FlowName, identity: Identity = {}): WidgetState {
  return { flow, generation: 1, identity, screens: 0, responses: 0, succeeded: 0 };
}

/** The first input-level error of any action, as the official widget shows it (spec §5). */
function firstInputError(snapshot: AnySnapshot): { input: Input; code: string } | undefined {
  for (const action of Object.values(
    snapshot.actions as Record<string, { inputs: Record<string, Input> }>,
  )) {
    for (const input of Object.values(action.inputs)) {
      if (input.error !== undefined) return { input, code: input.error.code };
    }
  }
  return undefined;
}

/** spec §5: form_data_invalid_error shows the first input error if any, else the state's. */
function shownErrorOf(snapshot: AnySnapshot): ShownError | undefined {
  if (snapshot.clientError !== undefined) return { source: "client", code: snapshot.clientError };
  const inputError = firstInputError(snapshot);
  if (snapshot.error?.code === "form_data_invalid_error" && inputError !== undefined) {
    return { source: "flow", code: inputError.code };
  }
  if (snapshot.error !== undefined) return { source: "flow", code: snapshot.error.code };
  return inputError === undefined ? undefined : { source: "flow", code: inputError.code };
}

function errorSnapshot(flow: FlowName): AnySnapshot {
  return { flow, name: "error", status: 0, payload: {}, actions: {} };
}

function isNewScreen(state: WidgetState, next: AnySnapshot): boolean {
  return state.snapshot === undefined || state.snapshot.name !== next.name;
}

export function widgetReducer(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case "start":
      return {
        flow: event.flow,
        generation: state.generation + 1,
        identity: state.identity,
        screens: state.screens,
        responses: state.responses,
        succeeded: state.succeeded,
      };
    case "run":
      return {
        ...state,
        pending: event.action,
        identity: { ...state.identity, ...event.identity },
      };
    case "receive": {
      if (event.generation !== state.generation) return state;
      const { snapshot } = event;
      const error = shownErrorOf(snapshot);
      const unknownEmail =
        snapshot.name === "login_init" && firstInputError(snapshot)?.code === "unknown_email_error";
      const next: WidgetState = {
        flow: state.flow,
        generation: state.generation,
        snapshot,
        identity: state.identity,
        screens: state.screens + (isNewScreen(state, snapshot) || unknownEmail ? 1 : 0),
        responses: state.responses + 1,
        succeeded: state.succeeded + (state.pending !== undefined && error === undefined ? 1 : 0),
      };
      return {
        ...next,
        ...(state.pending !== undefined && { lastAction: state.pending }),
        ...(error && { error }),
        ...(unknownEmail && {
          accountNotFound: state.identity.email ?? state.identity.username ?? "",
        }),
      };
    }
    case "fail": {
      if (event.generation !== state.generation) return state;
      const snapshot = errorSnapshot(state.flow);
      return {
        flow: state.flow,
        generation: state.generation,
        snapshot,
        identity: state.identity,
        screens: state.screens + (isNewScreen(state, snapshot) ? 1 : 0),
        responses: state.responses + 1,
        succeeded: state.succeeded,
        error: { source: "client", code: event.code },
      };
    }
    case "clear_error": {
      const { error: _cleared, ...rest } = state;
      return rest;
    }
    case "dismiss_account_not_found": {
      const { accountNotFound: _dismissed, error: _error, ...rest } = state;
      return { ...rest, screens: state.screens + 1 };
    }
  }
}
