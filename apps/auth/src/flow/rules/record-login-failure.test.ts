// A login_failure entry's details: the method tried only when one was chosen (no key at all
// otherwise, not one holding undefined), always the flow.
import { describe, expect, it } from "vitest";
import type { AuditEvent } from "../../audit/audit-entry.ts";
import type { AuthHookContext } from "../flows/flow-deps.ts";
import { recordLoginFailure } from "./record-login-failure.ts";

function fakeContext(events: AuditEvent[]): AuthHookContext {
  return {
    flowId: "flow-1",
    stash: { get: () => undefined },
    deps: { audit: { record: (event: AuditEvent) => Promise.resolve(void events.push(event)) } },
  } as unknown as AuthHookContext;
}

describe("recording a failed sign-in", () => {
  it.for<[string, { method?: string }, Record<string, unknown>]>([
    ["without a method: no login_method key", {}, { flow_id: "flow-1" }],
    [
      "with a method: its login_method",
      { method: "totp" },
      { login_method: "totp", flow_id: "flow-1" },
    ],
  ])("%s", async ([, options, details]) => {
    const events: AuditEvent[] = [];
    await recordLoginFailure(fakeContext(events), "unknown_account", options);
    expect(events).toStrictEqual([
      {
        type: "login_failure",
        userId: undefined,
        email: undefined,
        error: "unknown_account",
        details,
      },
    ]);
  });
});
