// profileDataSchema and sessionInfoSchema judge every value as profileDataCheck and
// sessionInfoCheck do: the /me cases of ../checks/rest.test.ts and a few more.
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { profileDataCheck, sessionInfoCheck, type Check, type Issues } from "../checks/index.ts";
import { loadFixture } from "../fixtures/load-fixture.ts";
import { USER_ID, profileUser } from "../testing/index.ts";
import { issuePaths } from "./issue-paths.ts";
import { profileDataSchema, sessionInfoSchema } from "./profile-data.ts";

const TIME = "2026-11-22T02:33:51Z";
const PASSKEY = {
  id: "cred-1",
  public_key: "pk",
  attestation_type: "none",
  aaguid: "00000000-0000-0000-0000-000000000000",
  created_at: TIME,
  transports: ["internal"],
  backup_eligible: true,
  backup_state: true,
  mfa_only: false,
};
const SESSION = { id: USER_ID, current: true, created_at: TIME, last_used: TIME };
const user = (change: Record<string, unknown>) => ({ ...profileUser(), ...change });
const PROFILE = [profileDataCheck, profileDataSchema] as const;
const SESSION_INFO = [sessionInfoCheck, sessionInfoSchema] as const;

// The pair, the value, and the field a rejection names (none: accepted as sent).
const cases: [
  what: string,
  pair: readonly [Check<unknown>, z.ZodType],
  value: unknown,
  path?: string,
][] = [
  ["the me.json fixture", PROFILE, loadFixture("me.json")],
  [
    "ProfileData with passkeys, username, metadata and identities",
    PROFILE,
    user({
      passkeys: [PASSKEY],
      username: { id: USER_ID, username: "jane", created_at: TIME, updated_at: TIME },
      metadata: { public_metadata: { tier: "gold" } },
      identities: [{ id: "g-1", provider: "Google", identity_id: USER_ID }],
    }),
  ],
  ["an unknown key", PROFILE, user({ locale: "sv" })],
  ["mfa_config missing", PROFILE, user({ mfa_config: undefined }), "mfa_config"],
  ["created_at not a time", PROFILE, user({ created_at: "yesterday" }), "created_at"],
  ["emails null", PROFILE, user({ emails: null }), "emails"],
  ["username a string", PROFILE, user({ username: "jane" }), "username"],
  ["id not a UUID", PROFILE, user({ id: 1 }), "id"],
  ["a passkey without id", PROFILE, user({ passkeys: [{}] }), "passkeys[0].id"],
  [
    "a passkey with an empty id",
    PROFILE,
    user({ passkeys: [{ ...PASSKEY, id: "" }] }),
    "passkeys[0].id",
  ],
  [
    "public_metadata an array",
    PROFILE,
    user({ metadata: { public_metadata: [] } }),
    "metadata.public_metadata",
  ],
  ["a session", SESSION_INFO, SESSION],
  [
    "a session with every key",
    SESSION_INFO,
    { ...SESSION, user_agent_raw: "UA", user_agent: "Chrome", ip_address: "::1", expires_at: TIME },
  ],
  ["a session without last_used", SESSION_INFO, { ...SESSION, last_used: undefined }, "last_used"],
  ["current a string", SESSION_INFO, { ...SESSION, current: "yes" }, "current"],
  ["expires_at not a time", SESSION_INFO, { ...SESSION, expires_at: "2026-11-22" }, "expires_at"],
];

describe("profileDataSchema, sessionInfoSchema and their checks", () => {
  it.each(cases)("%s: the same verdict", (_what, [check, schema], value, path) => {
    const issues: Issues = [];
    const result = schema.safeParse(value);
    expect({ check: check(value, "", issues), schema: result.success }).toEqual({
      check: path === undefined,
      schema: path === undefined,
    });
    if (result.success) expect(result.data).toEqual(value);
    else expect(issuePaths(result.error)).toEqual(issues.map((issue) => issue.path));
    if (path !== undefined) expect(issues.map((issue) => issue.path)).toContain(path);
  });
});
