// A value an earlier step must have put in the stash; its absence is a bug in the flow, which
// the engine answers with a 500 like Hanko ("email has not been stashed").
import { FlowEngineError } from "../engine/flow-engine-error.ts";
import type { StashReader } from "../engine/stash.ts";
import type { AuthStash } from "../flows/auth-stash.ts";

export function stashValue<K extends keyof AuthStash>(
  stash: StashReader<AuthStash>,
  key: K,
): NonNullable<AuthStash[K]> {
  const value = stash.get(key);
  if (value === undefined || value === null || value === "") {
    throw new FlowEngineError("stash_incomplete", `"${key}" has not been stashed`);
  }
  return value;
}
