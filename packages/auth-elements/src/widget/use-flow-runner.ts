// Drives one flow through a FlowClient: starts it, runs actions, restarts on session events,
// and turns every failure into the error screen, so a network failure mid-flow never leaves
// a spinner behind (the official widget freezes there, README §5 `body-not-json`).
import type { FlowName } from "@kretsbutiken/flow-protocol";
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ActionValues, FlowClient, SessionEvent } from "../flow/flow-client.ts";
import {
  initialWidgetState,
  widgetReducer,
  type Identity,
  type WidgetState,
} from "../flow/widget-state.ts";
import type { WidgetKind } from "./widget-kind.ts";

/** The `errors.<code>` of a thrown SDK error, or the generic technical one. */
function clientErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code !== "" ? code : "somethingWentWrong";
}

/** spec §4: after a successful profile change the flow goes on after this pause. */
export const PROFILE_SUCCESS_PAUSE_MS = 360;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Session events that restart each kind of widget (spec §4). */
function restartsOn(kind: WidgetKind, event: SessionEvent): boolean {
  if (kind === "profile") return event === "session_created";
  return event !== "session_created";
}

export type FlowRunner = {
  readonly state: WidgetState;
  readonly run: (action: string, values?: ActionValues, identity?: Identity) => void;
  readonly startFlow: (flow: FlowName) => void;
  readonly clearError: () => void;
  readonly dismissAccountNotFound: () => void;
};

export function useFlowRunner(
  client: FlowClient,
  kind: WidgetKind,
  initialFlow: FlowName,
  prefilled: Identity,
  passkeys = true,
): FlowRunner {
  const [state, dispatch] = useReducer(widgetReducer, undefined, () =>
    initialWidgetState(initialFlow, prefilled),
  );
  const { flow, generation, snapshot } = state;
  // The action in flight, readable synchronously so a double click cannot send it twice.
  const inFlight = useRef<object | null>(null);

  useEffect(() => {
    let live = true;
    inFlight.current = null;
    client.start(flow).then(
      (next) => live && dispatch({ type: "receive", generation, snapshot: next }),
      (error: unknown) =>
        live && dispatch({ type: "fail", generation, code: clientErrorCode(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, flow, generation]);

  // Passkey autofill: while login_init with request options is on screen, the SDK waits for
  // the user to pick a passkey in the identifier field; its result arrives like an action's.
  useEffect(() => {
    if (!passkeys || snapshot?.name !== "login_init") return;
    if (snapshot.payload.request_options === undefined) return;
    let live = true;
    client.autofill(snapshot).then(
      (next) => {
        if (live && next !== undefined && inFlight.current === null) {
          dispatch({ type: "receive", generation, snapshot: next });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, snapshot, generation, passkeys]);

  const startFlow = useCallback((next: FlowName) => dispatch({ type: "start", flow: next }), []);

  useEffect(
    () =>
      client.onSessionEvent((event) => {
        if (restartsOn(kind, event)) dispatch({ type: "start", flow: initialFlow });
      }),
    [client, kind, initialFlow],
  );

  const run = useCallback(
    (action: string, values: ActionValues = {}, identity?: Identity) => {
      if (snapshot === undefined || inFlight.current !== null) return;
      const token = {};
      inFlight.current = token;
      dispatch({ type: "run", action, ...(identity && { identity }) });
      client
        .run(snapshot, action, values)
        .then(async (next) => {
          if (kind === "profile" && next.error === undefined && next.name === snapshot.name) {
            await pause(PROFILE_SUCCESS_PAUSE_MS);
          }
          return next;
        })
        .then(
          (next) => dispatch({ type: "receive", generation, snapshot: next }),
          (error: unknown) => dispatch({ type: "fail", generation, code: clientErrorCode(error) }),
        )
        .finally(() => {
          if (inFlight.current === token) inFlight.current = null;
        });
    },
    [client, snapshot, generation, kind],
  );

  const clearError = useCallback(() => dispatch({ type: "clear_error" }), []);
  const dismissAccountNotFound = useCallback(
    () => dispatch({ type: "dismiss_account_not_found" }),
    [],
  );

  return { state, run, startFlow, clearError, dismissAccountNotFound };
}
