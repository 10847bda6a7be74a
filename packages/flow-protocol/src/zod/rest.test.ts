// The REST body schemas judge every body as the checks' parse functions do: the cases of
// ../checks/rest.test.ts and rest-fixtures.test.ts, and a few more (the /me cases are in
// ./profile-data.test.ts, the fixtures in ./fixtures.test.ts).
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import {
  parseJwksResponse,
  parseRestErrorBody,
  parseSessionValidateRequest,
  parseSessionValidateResponse,
} from "../checks/index.ts";
import { loadFixture } from "../fixtures/load-fixture.ts";
import type { FlowProtocolError, Result } from "../index.ts";
import { USER_ID, claims } from "../testing/index.ts";
import { issuePaths } from "./issue-paths.ts";
import {
  jwksResponseSchema,
  restErrorBodySchema,
  sessionValidateRequestSchema,
  sessionValidateResponseSchema,
} from "./rest.ts";

type Parse = (json: unknown) => Result<unknown, FlowProtocolError>;
const EXPIRATION = new Date("2026-11-22T14:33:52.000Z");
const session = (change: Record<string, unknown> = {}) => ({
  is_valid: true,
  claims: claims(EXPIRATION),
  expiration_time: EXPIRATION.toISOString(),
  user_id: USER_ID,
  ...change,
});
const KEY = { kty: "RSA", kid: "k1", alg: "RS256", use: "sig", n: "n", e: "AQAB" };

const VALIDATE = [parseSessionValidateResponse, sessionValidateResponseSchema] as const;
const VALIDATE_REQUEST = [parseSessionValidateRequest, sessionValidateRequestSchema] as const;
const ERROR_BODY = [parseRestErrorBody, restErrorBodySchema] as const;
const JWKS = [parseJwksResponse, jwksResponseSchema] as const;

// The pair, the body, and the field a rejection names (none: accepted as sent).
const cases: [what: string, pair: readonly [Parse, z.ZodType], body: unknown, path?: string][] = [
  ["a valid session", VALIDATE, session()],
  ["an invalid session", VALIDATE, { is_valid: false }],
  ["an invalid session with leftovers (not read)", VALIDATE, { is_valid: false, claims: "x" }],
  ["custom claims", VALIDATE, session({ claims: { ...claims(EXPIRATION), role: "x" } })],
  ["an idle expiry", VALIDATE, session({ idle_expires_at: EXPIRATION.toISOString() })],
  ["is_valid a string", VALIDATE, session({ is_valid: "yes" }), "is_valid"],
  ["is_valid missing", VALIDATE, {}, "is_valid"],
  ["claims missing", VALIDATE, session({ claims: undefined }), "claims"],
  [
    "claims.expiration not a time",
    VALIDATE,
    session({ claims: { ...claims(EXPIRATION), expiration: "soon" } }),
    "claims.expiration",
  ],
  [
    "claims.session_id not a UUID",
    VALIDATE,
    session({ claims: { ...claims(EXPIRATION), session_id: "abc" } }),
    "claims.session_id",
  ],
  ["user_id missing", VALIDATE, session({ user_id: undefined }), "user_id"],
  ["idle_expires_at not a time", VALIDATE, session({ idle_expires_at: 5 }), "idle_expires_at"],
  ["an array", VALIDATE, [], "(root)"],
  ["a session token", VALIDATE_REQUEST, { session_token: "t" }],
  ["an empty session token", VALIDATE_REQUEST, { session_token: "" }, "session_token"],
  ["no session token", VALIDATE_REQUEST, {}, "session_token"],
  ["a session token a number", VALIDATE_REQUEST, { session_token: 1 }, "session_token"],
  ["the 401 body of /me and /logout (§6.3)", ERROR_BODY, { code: 401, message: "Unauthorized" }],
  ["a debug error", ERROR_BODY, { code: 500, message: "x", error: { at: "db" } }],
  ["a flow response in its place", ERROR_BODY, loadFixture("profile-unauthorized.json"), "code"],
  ["code a string", ERROR_BODY, { code: "401", message: "Unauthorized" }, "code"],
  ["code not an HTTP status", ERROR_BODY, { code: 42, message: "x" }, "code"],
  ["no message", ERROR_BODY, { code: 401 }, "message"],
  ["a JWKS", JWKS, { keys: [KEY, { ...KEY, kid: "k2", x5c: ["…"] }] }],
  ["no keys", JWKS, { keys: [] }],
  ["an EC key", JWKS, { keys: [{ ...KEY, kty: "EC" }] }, "keys[0].kty"],
  ["an empty kid", JWKS, { keys: [{ ...KEY, kid: "" }] }, "keys[0].kid"],
  ["keys missing", JWKS, {}, "keys"],
];

describe("the REST body schemas and the checks' parse functions", () => {
  it.each(cases)("%s: the same verdict", (_what, [parse, schema], body, path) => {
    const check = parse(body);
    const result = schema.safeParse(body);
    expect({ check: check.ok, schema: result.success }).toEqual({
      check: path === undefined,
      schema: path === undefined,
    });
    if (result.success) expect(result.data).toEqual(body);
    if (!check.ok) expect(check.error.issues.map((issue) => issue.path)).toContain(path);
    if (!result.success) expect(issuePaths(result.error)).toContain(path);
  });
});
