import { describe, expect, it } from "vitest";
import {
  credentialOnboardingStates,
  type CredentialFacts,
} from "./credential-onboarding-states.ts";

const base: CredentialFacts = {
  passkeyUsable: true,
  passwordEnabled: true,
  passkeyMode: "always",
  passwordMode: "always",
  passwordOptional: false,
  passkeyOptional: true,
  hasPasskey: false,
  hasPassword: false,
};

// flow-api.md §2.3.1 step 4 and §2.3.3, row by row.
const cases: [string, Partial<CredentialFacts>, string[]][] = [
  [
    "always/always, required password first",
    {},
    ["password_creation", "onboarding_create_passkey"],
  ],
  [
    "always/always, optional password: passkey first",
    { passwordOptional: true },
    ["onboarding_create_passkey", "password_creation"],
  ],
  ["always/always with a passkey", { hasPasskey: true }, ["password_creation"]],
  ["always/always with a password", { hasPassword: true }, ["onboarding_create_passkey"]],
  ["always/always with both", { hasPasskey: true, hasPassword: true }, []],
  [
    "passkey always / password conditional",
    { passwordMode: "conditional" },
    ["onboarding_create_passkey"],
  ],
  ["passkey conditional / password always", { passkeyMode: "conditional" }, ["password_creation"]],
  [
    "conditional/conditional",
    { passkeyMode: "conditional", passwordMode: "conditional" },
    ["credential_onboarding_chooser"],
  ],
  [
    "conditional/conditional with a password",
    { passkeyMode: "conditional", passwordMode: "conditional", hasPassword: true },
    [],
  ],
  [
    "passkey conditional / password never",
    { passkeyMode: "conditional", passwordMode: "never" },
    ["onboarding_create_passkey"],
  ],
  [
    "passkey never / password conditional",
    { passkeyMode: "never", passwordMode: "conditional" },
    ["password_creation"],
  ],
  ["passkey never / password always", { passkeyMode: "never" }, ["password_creation"]],
  ["passkey always / password never", { passwordMode: "never" }, ["onboarding_create_passkey"]],
  ["never/never", { passkeyMode: "never", passwordMode: "never" }, []],
  ["passkeys unusable: password only", { passkeyUsable: false }, ["password_creation"]],
  ["passkeys unusable, password never", { passkeyUsable: false, passwordMode: "never" }, []],
  [
    "passwords off: passkey only",
    { passwordEnabled: false, passkeyMode: "conditional" },
    ["onboarding_create_passkey"],
  ],
  ["neither usable", { passkeyUsable: false, passwordEnabled: false }, []],
];

describe("credentialOnboardingStates", () => {
  it.each(cases)("%s", (_name, facts, expected) => {
    expect(credentialOnboardingStates({ ...base, ...facts })).toEqual(expected);
  });
});
