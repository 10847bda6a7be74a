// The value of a check that must pass, for tests: throws the check's error (which names the
// failing fields) otherwise.
import type { FlowProtocolError, Result } from "../index.ts";

export function accepted<T>(result: Result<T, FlowProtocolError>): T {
  if (!result.ok) throw result.error;
  return result.value;
}
