// The flow package's one base error. These are internal failures, not expected outcomes:
// every one of them ends as a 500 `technical_error` error result with the request rolled back
// (flow-api.md §1.7, §1.8). Expected outcomes (wrong code, unknown flow, stale CSRF token) are
// flow errors returned as values.
import { AuthError } from "../../auth-error.ts";

export type FlowEngineErrorCode =
  /** The stored `data` column is not a flow document. */
  | "flow_data_corrupt"
  /** The stored state is not part of this flow's table. */
  | "unknown_state"
  /** Continue() found nothing scheduled (§1.9). */
  | "nothing_scheduled"
  /** Revert with no revertible history entry. */
  | "not_revertible"
  /** Someone else updated the flow row since it was loaded (§1.11 optimistic locking). */
  | "version_conflict"
  /** A table names a state twice, or an action that the catalogue does not offer there. */
  | "invalid_flow_definition"
  /** An action or hook found the stash without something an earlier step must have put there. */
  | "stash_incomplete"
  /** An action ended without returning an outcome of its context. */
  | "no_outcome";

export class FlowEngineError extends AuthError<FlowEngineErrorCode> {}
