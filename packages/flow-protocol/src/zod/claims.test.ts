// claimsSchema and lastLoginSchema judge every value as claimsCheck and lastLoginCheck do: the
// cases of ../checks/rest.test.ts and a few more.
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { claimsCheck, lastLoginCheck, type Check, type Issues } from "../checks/index.ts";
import { claims } from "../testing/index.ts";
import { claimsSchema, lastLoginSchema } from "./claims.ts";
import { issuePaths } from "./issue-paths.ts";

const EXPIRATION = new Date("2026-11-22T14:33:52.000Z");
const valid = () => claims(EXPIRATION);
const CLAIMS = [claimsCheck, claimsSchema] as const;
const LAST_LOGIN = [lastLoginCheck, lastLoginSchema] as const;

// The pair, the value, and the field a rejection names (none: accepted as sent).
const cases: [
  what: string,
  pair: readonly [Check<unknown>, z.ZodType],
  value: unknown,
  path?: string,
][] = [
  ["claims", CLAIMS, valid()],
  ["claims with amr", CLAIMS, { ...valid(), amr: ["otp"] }],
  ["claims with a custom claim", CLAIMS, { ...valid(), shop_role: "customer" }],
  ["claims with an offset time", CLAIMS, { ...valid(), expiration: "2026-11-22T14:33:52+02:00" }],
  [
    "claims with an upper-case UUID",
    CLAIMS,
    { ...valid(), subject: valid().subject.toUpperCase() },
  ],
  ["a subject a number", CLAIMS, { ...valid(), subject: 7 }, "subject"],
  ["no expiration", CLAIMS, { ...valid(), expiration: undefined }, "expiration"],
  [
    "an expiration without seconds",
    CLAIMS,
    { ...valid(), expiration: "2026-11-22T14:33Z" },
    "expiration",
  ],
  [
    "an expiration at hour 24",
    CLAIMS,
    { ...valid(), expiration: "2026-11-22T24:00:00Z" },
    "expiration",
  ],
  ["a session_id not a UUID", CLAIMS, { ...valid(), session_id: "abc" }, "session_id"],
  [
    "an email address a number",
    CLAIMS,
    { ...valid(), email: { address: 1, is_primary: true, is_verified: true } },
    "email.address",
  ],
  ["amr of numbers", CLAIMS, { ...valid(), amr: [1] }, "amr[0]"],
  ["audience a string", CLAIMS, { ...valid(), audience: "localhost" }, "audience"],
  ["claims an array", CLAIMS, [], "(root)"],
  ["a last login", LAST_LOGIN, { login_method: "passkey" }],
  [
    "a third-party last login",
    LAST_LOGIN,
    { login_method: "third_party", third_party_provider: "google" },
  ],
  ["a last login with MFA", LAST_LOGIN, { login_method: "password", mfa_method: "totp" }],
  ["an unknown login method", LAST_LOGIN, { login_method: "sms" }, "login_method"],
  [
    "an unknown MFA method",
    LAST_LOGIN,
    { login_method: "password", mfa_method: "sms" },
    "mfa_method",
  ],
];

describe("claimsSchema, lastLoginSchema and their checks", () => {
  it.each(cases)("%s: the same verdict", (_what, [check, schema], value, path) => {
    const issues: Issues = [];
    const result = schema.safeParse(value);
    expect({ check: check(value, "", issues), schema: result.success }).toEqual({
      check: path === undefined,
      schema: path === undefined,
    });
    if (result.success) expect(result.data).toEqual(value);
    else expect(issuePaths(result.error)).toEqual(issues.map((issue) => issue.path));
    if (path !== undefined) expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});
