// Every fixture of ../fixtures, judged by every pair of a body's check and its schema: each is
// accepted by its own pair, and any other pair accepts it or rejects it on both sides.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import {
  claimsCheck,
  lastLoginCheck,
  parseActionRequest,
  parseFlowResponse,
  parseJwksResponse,
  parseMeResponse,
  parseRestErrorBody,
  parseSessionValidateRequest,
  parseSessionValidateResponse,
  sessionInfoCheck,
  type Check,
} from "../checks/index.ts";
import { loadFixture } from "../fixtures/load-fixture.ts";
import type { Result } from "../index.ts";
import {
  actionRequestSchema,
  claimsSchema,
  flowResponseSchema,
  jwksResponseSchema,
  lastLoginSchema,
  meResponseSchema,
  restErrorBodySchema,
  sessionInfoSchema,
  sessionValidateRequestSchema,
  sessionValidateResponseSchema,
} from "./index.ts";

const parsed = (parse: (json: unknown) => Result<unknown, unknown>) => (json: unknown) =>
  parse(json).ok;
const checked = (check: Check<unknown>) => (json: unknown) => check(json, "", []);

/** Each body family: its hand-written check (or the parse function built on it) and schema. */
const FAMILIES = {
  "flow response": [parsed(parseFlowResponse), flowResponseSchema],
  "/me response": [parsed(parseMeResponse), meResponseSchema],
  "/sessions/validate response": [
    parsed(parseSessionValidateResponse),
    sessionValidateResponseSchema,
  ],
  "/sessions/validate request": [parsed(parseSessionValidateRequest), sessionValidateRequestSchema],
  "REST error body": [parsed(parseRestErrorBody), restErrorBodySchema],
  JWKS: [parsed(parseJwksResponse), jwksResponseSchema],
  "action request": [parsed(parseActionRequest), actionRequestSchema],
  claims: [checked(claimsCheck), claimsSchema],
  "last login": [checked(lastLoginCheck), lastLoginSchema],
  "session info": [checked(sessionInfoCheck), sessionInfoSchema],
} satisfies Record<string, [(json: unknown) => boolean, z.ZodType]>;
type Family = keyof typeof FAMILIES;

/** Every fixture file and the body it holds. */
const FIXTURES: Record<string, Family> = {
  "error-flow-discontinuity.json": "flow response",
  "error-operation-not-permitted.json": "flow response",
  "login-init-email-invalid.json": "flow response",
  "login-init.json": "flow response",
  "login-passcode-confirmation.json": "flow response",
  "login-passcode-invalid.json": "flow response",
  "login-passcode-rate-limited.json": "flow response",
  "login-passkey.json": "flow response",
  "login-preflight.json": "flow response",
  "login-success.json": "flow response",
  "login-thirdparty.json": "flow response",
  "me.json": "/me response",
  "profile-email-created.json": "flow response",
  "profile-init.json": "flow response",
  "profile-unauthorized.json": "flow response",
  "registration-init.json": "flow response",
  "registration-otp-secret-creation.json": "flow response",
  "registration-passcode-confirmation.json": "flow response",
  "registration-preflight.json": "flow response",
  "registration-success.json": "flow response",
  "rest-unauthorized.json": "REST error body",
  "sessions-validate-invalid.json": "/sessions/validate response",
  "sessions-validate-valid.json": "/sessions/validate response",
};

const PAIRS = Object.keys(FIXTURES).flatMap((file) =>
  (Object.keys(FAMILIES) as Family[]).map((family) => [file, family] as const),
);

describe("the fixtures", () => {
  it("are all in the table", () => {
    const files = readdirSync(new URL("../fixtures/", import.meta.url)).filter((name) =>
      name.endsWith(".json"),
    );
    expect(Object.keys(FIXTURES).sort()).toEqual(files.sort());
  });

  it.each(Object.entries(FIXTURES))("%s: accepted as sent as a %s", (file, family) => {
    const json = loadFixture(file);
    const [check, schema] = FAMILIES[family];
    expect({ check: check(json), schema: schema.safeParse(json).data }).toEqual({
      check: true,
      schema: json,
    });
  });

  it.each(PAIRS)("%s as a %s: the same verdict", (file, family) => {
    const json = loadFixture(file);
    const [check, schema] = FAMILIES[family];
    expect(schema.safeParse(json).success).toBe(check(json));
  });
});
