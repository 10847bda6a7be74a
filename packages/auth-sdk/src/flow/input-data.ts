// The `input_data` of an action request (flow-api §1.3): every input that carries a `value`
// key (even `null`) contributes it, then the caller's values win. Like the official SDK, so
// never put secrets in a server-sent `value` (official-elements README §5, edge 6). A caller's
// `undefined` leaves the server's value in place instead of dropping the key.
import type { Input } from "@kretsbutiken/flow-protocol";

export function mergeInputData(
  inputs: Readonly<Record<string, Input>>,
  values: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(inputs)) {
    if (Object.hasOwn(input, "value")) data[name] = input.value;
  }
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value !== undefined) data[name] = value;
  }
  return data;
}
