import { objectAt, type JsonObject } from "../fixtures/load-fixture.ts";
import { describeRejections, type RejectionCase } from "../fixtures/rejection-case.ts";

const PASSCODE = "login-passcode-confirmation.json";
const verify = (json: JsonObject) => objectAt(json, "actions", "verify_passcode");
const code = (json: JsonObject) => objectAt(json, "actions", "verify_passcode", "inputs", "code");

// Missing fields and wrong types; the first group breaks the official widget
// (official-elements README §5).
const cases: RejectionCase[] = [
  // Shapes the official widget breaks on (official-elements README §5).
  {
    what: "payload missing",
    fixture: PASSCODE,
    mutate: (j) => {
      delete j.payload;
    },
    path: "payload",
  },
  {
    what: "payload null",
    fixture: PASSCODE,
    mutate: (j) => void (j.payload = null),
    path: "payload",
  },
  {
    what: "actions null",
    fixture: PASSCODE,
    mutate: (j) => void (j.actions = null),
    path: "actions",
  },
  {
    what: "actions an array",
    fixture: PASSCODE,
    mutate: (j) => void (j.actions = []),
    path: "actions",
  },
  {
    what: "action inputs null",
    fixture: PASSCODE,
    mutate: (j) => void (verify(j).inputs = null),
    path: "actions.verify_passcode.inputs",
  },
  {
    what: "absolute href",
    fixture: PASSCODE,
    mutate: (j) =>
      void (verify(j).href =
        "http://127.0.0.1:8000/login?action=verify_passcode%4011111111-1111-4111-8111-111111111111"),
    path: "actions.verify_passcode.href",
  },
  {
    what: "success without claims",
    fixture: "login-success.json",
    mutate: (j) => {
      delete objectAt(j, "payload").claims;
    },
    path: "payload.claims",
  },
  {
    what: "claims.expiration not a time",
    fixture: "login-success.json",
    mutate: (j) => void (objectAt(j, "payload", "claims").expiration = "tomorrow"),
    path: "payload.claims.expiration",
  },
  {
    what: "profile_init without user",
    fixture: "profile-init.json",
    mutate: (j) => {
      delete objectAt(j, "payload").user;
    },
    path: "payload.user",
  },
  {
    what: "unknown state",
    fixture: PASSCODE,
    mutate: (j) => void (j.name = "foo_bar"),
    path: "name",
    code: "unknown_state",
  },
  // Wrong types.
  {
    what: "status a string",
    fixture: PASSCODE,
    mutate: (j) => void (j.status = "200"),
    path: "status",
  },
  {
    what: "status not an integer",
    fixture: PASSCODE,
    mutate: (j) => void (j.status = 200.5),
    path: "status",
  },
  {
    what: "csrf_token a number",
    fixture: PASSCODE,
    mutate: (j) => void (j.csrf_token = 42),
    path: "csrf_token",
  },
  {
    what: "links missing",
    fixture: PASSCODE,
    mutate: (j) => {
      delete j.links;
    },
    path: "links",
  },
  {
    what: "unknown input type",
    fixture: PASSCODE,
    mutate: (j) => void (code(j).type = "digits"),
    path: "actions.verify_passcode.inputs.code.type",
  },
  {
    what: "required a string",
    fixture: PASSCODE,
    mutate: (j) => void (code(j).required = "true"),
    path: "actions.verify_passcode.inputs.code.required",
  },
  {
    what: "negative min_length",
    fixture: PASSCODE,
    mutate: (j) => void (code(j).min_length = -1),
    path: "actions.verify_passcode.inputs.code.min_length",
  },
  {
    what: "allowed_values null",
    fixture: PASSCODE,
    mutate: (j) => void (code(j).allowed_values = null),
    path: "actions.verify_passcode.inputs.code.allowed_values",
  },
  {
    what: "unknown input error code",
    fixture: "login-passcode-invalid.json",
    mutate: (j) =>
      void (objectAt(j, "actions", "verify_passcode", "inputs", "code", "error").code = "nope"),
    path: "actions.verify_passcode.inputs.code.error.code",
  },
  {
    what: "resend_after a string",
    fixture: "login-passcode-rate-limited.json",
    mutate: (j) => void (objectAt(j, "payload").resend_after = "42"),
    path: "payload.resend_after",
  },
  {
    what: "email is_primary a string",
    fixture: "profile-init.json",
    mutate: (j) => {
      const emails = objectAt(j, "payload", "user").emails;
      if (
        Array.isArray(emails) &&
        typeof emails[0] === "object" &&
        emails[0] !== null &&
        !Array.isArray(emails[0])
      ) {
        emails[0].is_primary = "yes";
      }
    },
    path: "payload.user.emails[0].is_primary",
  },
  { what: "body null", fixture: PASSCODE, mutate: () => null, path: "(root)" },
  { what: "body text", fixture: PASSCODE, mutate: () => "<html>502</html>", path: "(root)" },
];

describeRejections("parseFlowResponse rejects malformed responses", cases);
