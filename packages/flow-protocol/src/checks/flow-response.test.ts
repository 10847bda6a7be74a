import { describe, expect, it } from "vitest";
import { INVALID_FLOW_RESPONSES, VALID_FLOW_RESPONSES } from "../testing/flow-response-cases.ts";
import { flowResponse } from "../testing/flow-responses.ts";
import { parseFlowResponse } from "./flow-response.ts";

const passcode = () =>
  flowResponse("passcode_confirmation", {
    actions: ["verify_passcode", "resend_passcode", "back"],
  });

describe("parseFlowResponse", () => {
  it.each(VALID_FLOW_RESPONSES)("accepts %s as sent", (_what, body) => {
    const json = body();
    expect(parseFlowResponse(json)).toEqual({ ok: true, value: json });
  });

  it.each(INVALID_FLOW_RESPONSES)("rejects %s", (_what, body, path) => {
    const result = parseFlowResponse(body());
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.code).toBe("malformed_response");
    expect(result.error.issues.map((issue) => issue.path)).toContain(path);
    expect(result.error.message).toMatch(/^Invalid flow response: /);
    expect(result.error.message).toContain(path);
  });

  it("gives an unknown state name its own code", () => {
    const result = parseFlowResponse({ ...passcode(), name: "foo_bar" });
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.code).toBe("unknown_state");
    expect(result.error.issues).toEqual([{ path: "name", message: 'unknown state "foo_bar"' }]);
  });

  it("says how many more fields failed", () => {
    const result = parseFlowResponse({ ...passcode(), status: "200", csrf_token: 1 });
    if (result.ok) throw new Error("expected a failure");
    expect(result.error.message).toBe(
      "Invalid flow response: status: expected integer, received string (and 1 more)",
    );
  });
});
