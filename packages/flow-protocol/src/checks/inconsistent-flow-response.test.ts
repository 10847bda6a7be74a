import { loadFixture, objectAt, type JsonObject } from "../fixtures/load-fixture.ts";
import { describeRejections, type RejectionCase } from "../fixtures/rejection-case.ts";

const PASSCODE = "login-passcode-confirmation.json";
const verify = (json: JsonObject) => objectAt(json, "actions", "verify_passcode");
const code = (json: JsonObject) => objectAt(json, "actions", "verify_passcode", "inputs", "code");

// Well-typed responses whose fields disagree: keys vs names, actions vs the state's catalogue,
// hrefs vs each other, status vs error (flow-api.md §1.4, §1.6, §1.8, §2.1).
const cases: RejectionCase[] = [
  {
    what: "action field differs from its key",
    fixture: PASSCODE,
    mutate: (j) => void (verify(j).action = "resend_passcode"),
    path: "actions.verify_passcode.action",
  },
  {
    what: "input name differs from its key",
    fixture: PASSCODE,
    mutate: (j) => void (code(j).name = "passcode"),
    path: "actions.verify_passcode.inputs.code.name",
  },
  {
    what: "action the state never offers",
    fixture: PASSCODE,
    mutate: (j) => void (objectAt(j, "actions").password_login = verify(j)),
    path: "actions.password_login",
  },
  {
    what: "unknown action",
    fixture: PASSCODE,
    mutate: (j) => void (objectAt(j, "actions").continue_to_login_method_chooser = verify(j)),
    path: "actions.continue_to_login_method_chooser",
  },
  {
    what: "actions in a terminal state",
    fixture: "login-success.json",
    mutate: (j) => void (j.actions = loadFixture(PASSCODE).actions ?? null),
    path: "actions.verify_passcode",
  },
  {
    what: "hrefs of two flows",
    fixture: PASSCODE,
    mutate: (j) =>
      void (objectAt(j, "actions", "back").href =
        "/login?action=back%4099999999-9999-4999-8999-999999999999"),
    path: "actions.back.href",
  },
  {
    what: "status 200 with a flow error",
    fixture: "login-passcode-invalid.json",
    mutate: (j) => void (j.status = 200),
    path: "status",
  },
  {
    what: "status 400 without an error",
    fixture: PASSCODE,
    mutate: (j) => void (j.status = 400),
    path: "error",
  },
  {
    what: "empty csrf_token in a state response",
    fixture: PASSCODE,
    mutate: (j) => void (j.csrf_token = ""),
    path: "csrf_token",
  },
];

describeRejections("parseFlowResponse rejects inconsistent responses", cases);
