// zod's issue paths in the notation of the checks' `FlowProtocolError.issues`, so a client on
// the schemas can name a field as the SDK does: `actions.verify_passcode.inputs`, `emails[0]`.
import type * as z from "zod";

function notation(path: readonly PropertyKey[]): string {
  return path.reduce<string>((at, key) => {
    if (typeof key === "number") return `${at}[${key}]`;
    return at === "" ? String(key) : `${at}.${String(key)}`;
  }, "");
}

/** One path per issue, `(root)` for the body itself; an unknown key is named by its own path. */
export function issuePaths(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const at = notation(issue.path);
    // A strict object (a state's `actions`) reports its unknown keys in one issue.
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [""];
    return keys.map((key) => (at === "" ? key : key === "" ? at : `${at}.${key}`) || "(root)");
  });
}
