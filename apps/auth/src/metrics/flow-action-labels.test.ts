import { describe, expect, it } from "vitest";
import { flowActionLabels } from "./flow-action-labels.ts";

const FLOW_ID = "0b9d4c1e-7a8f-4e2b-9c3d-5f6a7b8c9d0e";

describe("flowActionLabels", () => {
  it.each([
    ["a new flow", "/login", undefined, { name: "preflight" }, "start", "success"],
    ["an empty action", "/registration", "", { name: "preflight" }, "start", "success"],
    [
      "an action that went on",
      "/login",
      `continue_with_login_identifier@${FLOW_ID}`,
      { name: "login_method_chooser", status: 200 },
      "continue_with_login_identifier",
      "success",
    ],
    [
      "an action answered with a flow error",
      "/profile",
      `password_create@${FLOW_ID}`,
      { name: "profile_init", error: { code: "form_data_invalid_error", message: "" } },
      "password_create",
      "form_data_invalid_error",
    ],
    [
      "an action name not in the catalogue",
      "/login",
      `drop_tables@${FLOW_ID}`,
      { name: "error", error: { code: "operation_not_permitted_error" } },
      "unknown",
      "operation_not_permitted_error",
    ],
    [
      "an error code not in the catalogue",
      "/login",
      `verify_passcode@${FLOW_ID}`,
      { name: "error", error: { code: "made_up" } },
      "verify_passcode",
      "unknown",
    ],
    ["a body that is no envelope", "/token_exchange", undefined, undefined, "start", "unknown"],
  ])("%s", (_case, route, param, body, action, outcome) => {
    expect(flowActionLabels(route, param, body)).toEqual({
      flow: route.slice(1),
      action,
      outcome,
    });
  });

  it("is undefined for a route that is no flow", () => {
    expect(flowActionLabels("/me", undefined, { name: "x" })).toBeUndefined();
  });
});
