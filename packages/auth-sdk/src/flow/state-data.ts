// The data of one flow state: a validated flow response (flow-api §1.4), or an error state the
// SDK made itself when no valid response arrived. Such states keep the HankoError that caused
// them as `clientError` and never have `actions: null` (official-elements README §5).
import {
  TECHNICAL_ERROR_MESSAGE,
  type Action as WireAction,
  type ClientErrorCode,
  type FlowErrorCode,
  type InputError,
  type StateName,
  type WireError,
} from "@kretsbutiken/flow-protocol";
import type { HankoError } from "../errors.ts";

/** A server flow error, or one of the codes the SDK sets itself (flow-api §4.3). */
export type StateError = WireError<FlowErrorCode | ClientErrorCode>;

/** Any error a state hands out: `state.error` or an input's `error` (the official `FlowError`). */
export type StateOrInputError = StateError | InputError;

export type StateData = {
  name: StateName;
  status: number;
  payload?: unknown;
  csrf_token: string;
  actions: Readonly<Record<string, WireAction>>;
  error?: StateError;
};

export type StateResult = { data: StateData; clientError?: HankoError };

/** Status of SDK-made error states: no HTTP answer stands behind them (as in the official SDK). */
export const CLIENT_ERROR_STATUS = 0;

export function clientErrorResult(error: HankoError): StateResult {
  return {
    data: {
      name: "error",
      status: CLIENT_ERROR_STATUS,
      csrf_token: "",
      actions: {},
      error: { code: "technical_error", message: TECHNICAL_ERROR_MESSAGE },
    },
    clientError: error,
  };
}
