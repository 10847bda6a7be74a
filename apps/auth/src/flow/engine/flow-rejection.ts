// What a hook throws when the step cannot go on after all, for a reason the user can act on:
// typically a race lost at the database (another registration took the address between the
// check and the insert). The engine ends the request as if the action had answered with this
// flow error (a 4xx stays in the state and re-renders it; the request's stash changes go), and
// puts the input error on the named input where the state shows it. Anything else a hook
// throws is an internal failure (FlowEngineError, 500).
import type { FlowErrorCode, InputErrorCode } from "@kretsbutiken/flow-protocol";

export class FlowRejection extends Error {
  override readonly name = "FlowRejection";
  readonly code: FlowErrorCode;
  readonly inputError: { name: string; code: InputErrorCode } | undefined;

  constructor(
    code: FlowErrorCode,
    message: string,
    inputError?: { name: string; code: InputErrorCode },
  ) {
    super(message);
    this.code = code;
    this.inputError = inputError;
  }
}
