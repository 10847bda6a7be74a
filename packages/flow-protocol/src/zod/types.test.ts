// Types at the boundary: what each schema infers is the package's own wire type, both ways
// (a value of either type is a value of the other), so an integrator's parsed body goes where
// a FlowResponse, Claims, … is wanted. Checked by `tsc`; the tests merely run the assertions.
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod";
import type {
  Action,
  ActionRequestBody,
  Claims,
  CreationOptions,
  FlowError,
  FlowResponse,
  FlowResponseOf,
  Input,
  InputError,
  JwksResponse,
  LastLogin,
  Link,
  MeResponse,
  ProfileData,
  RequestOptions,
  RestErrorBody,
  SessionInfo,
  SessionValidateRequest,
  SessionValidateResponse,
  StateName,
  StatePayloads,
} from "../index.ts";
import type {
  STATE_PAYLOAD_SCHEMAS,
  actionRequestSchema,
  actionSchema,
  claimsSchema,
  creationOptionsSchema,
  flowErrorSchema,
  flowResponseSchema,
  inputErrorSchema,
  inputSchema,
  jwksResponseSchema,
  lastLoginSchema,
  linkSchema,
  meResponseSchema,
  profileDataSchema,
  requestOptionsSchema,
  restErrorBodySchema,
  sessionInfoSchema,
  sessionValidateRequestSchema,
  sessionValidateResponseSchema,
} from "./index.ts";

type Inferred<S extends z.ZodType> = z.infer<S>;

/**
 * A type's named keys, deeply, with their `?`: the string index signature of zod's loose
 * objects (and of `Claims`) would otherwise absorb a key that only one side has, so a new
 * optional wire field missing from a schema would still pass `toExtend` both ways.
 */
type Named<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: Strict<T[K]>;
};
type Strict<T> = T extends readonly (infer E)[]
  ? Strict<E>[]
  : T extends object
    ? [keyof Named<T>] extends [never]
      ? // A map (`inputs`), or `{}` however it is spelled (`EmptyPayload`, a strict `{}`).
        [T[keyof T]] extends [never]
        ? Record<never, never>
        : { [K in keyof T]: Strict<T[K]> }
      : Named<T>
    : T;
/**
 * The wire types as the checks read them: creationOptionsCheck shares `userVerification` with
 * the request options, so it checks `publicKey.userVerification`, which
 * PublicKeyCreationOptionsJSON has only under `authenticatorSelection`. The schema follows the
 * check; the disagreement is the types' owners' to settle.
 */
type CheckedCreationOptions = CreationOptions & { publicKey: { userVerification?: string } };
type CreationStates = "onboarding_verify_passkey_attestation" | "webauthn_credential_verification";
type CheckedCreationPayload = { creation_options?: CheckedCreationOptions };
type CheckedPayloads = Omit<StatePayloads, CreationStates> &
  Record<CreationStates, CheckedCreationPayload>;
type CheckedResponseOf<S extends StateName> = S extends CreationStates
  ? Omit<FlowResponseOf<S>, "payload"> & { payload: CheckedCreationPayload }
  : FlowResponseOf<S>;

type InferredPayloads = { [S in StateName]: z.infer<(typeof STATE_PAYLOAD_SCHEMAS)[S]> };
type VerifyPasscode = ReturnType<typeof actionSchema<"verify_passcode">>;

describe("z.infer of each schema and the wire type", () => {
  it("name the same keys, deeply, each `?` included", () => {
    // Per state: one object of 26 keys compares reliably where a union of 26 does not.
    expectTypeOf<{
      [S in StateName]: Strict<Extract<Inferred<typeof flowResponseSchema>, { name: S }>>;
    }>().toEqualTypeOf<{ [S in StateName]: Strict<CheckedResponseOf<S>> }>();
    expectTypeOf<Strict<Inferred<typeof actionRequestSchema>>>().toEqualTypeOf<
      Strict<ActionRequestBody>
    >();
    expectTypeOf<Strict<Inferred<typeof claimsSchema>>>().toEqualTypeOf<Strict<Claims>>();
    expectTypeOf<Strict<Inferred<typeof lastLoginSchema>>>().toEqualTypeOf<Strict<LastLogin>>();
    expectTypeOf<Strict<Inferred<typeof profileDataSchema>>>().toEqualTypeOf<Strict<ProfileData>>();
    expectTypeOf<Strict<Inferred<typeof sessionInfoSchema>>>().toEqualTypeOf<Strict<SessionInfo>>();
    expectTypeOf<Strict<Inferred<typeof sessionValidateResponseSchema>>>().toEqualTypeOf<
      Strict<SessionValidateResponse>
    >();
    expectTypeOf<Strict<Inferred<typeof sessionValidateRequestSchema>>>().toEqualTypeOf<
      Strict<SessionValidateRequest>
    >();
    expectTypeOf<Strict<Inferred<typeof restErrorBodySchema>>>().toEqualTypeOf<
      Strict<RestErrorBody>
    >();
    expectTypeOf<Strict<Inferred<typeof jwksResponseSchema>>>().toEqualTypeOf<
      Strict<JwksResponse>
    >();
    expectTypeOf<Strict<Inferred<typeof requestOptionsSchema>>>().toEqualTypeOf<
      Strict<RequestOptions>
    >();
    expectTypeOf<Strict<Inferred<typeof creationOptionsSchema>>>().toEqualTypeOf<
      Strict<CheckedCreationOptions>
    >();
    expectTypeOf<Strict<Inferred<typeof inputSchema>>>().toEqualTypeOf<Strict<Input>>();
    expectTypeOf<Strict<InferredPayloads>>().toEqualTypeOf<Strict<CheckedPayloads>>();
  });

  it("flow responses", () => {
    expectTypeOf<Inferred<typeof flowResponseSchema>>().toExtend<FlowResponse>();
    expectTypeOf<FlowResponse>().toExtend<Inferred<typeof flowResponseSchema>>();
    expectTypeOf<InferredPayloads>().toExtend<StatePayloads>();
    expectTypeOf<StatePayloads>().toExtend<InferredPayloads>();
  });

  it("narrow by state name as FlowResponse does", () => {
    type Success = Extract<Inferred<typeof flowResponseSchema>, { name: "success" }>;
    expectTypeOf<Success["payload"]["claims"]["expiration"]>().toEqualTypeOf<string>();
    type Passcode = Extract<Inferred<typeof flowResponseSchema>, { name: "passcode_confirmation" }>;
    expectTypeOf<keyof Passcode["actions"]>().toEqualTypeOf<
      "verify_passcode" | "resend_passcode" | "back"
    >();
  });

  it("the objects of a flow response", () => {
    expectTypeOf<Inferred<typeof flowErrorSchema>>().toExtend<FlowError>();
    expectTypeOf<FlowError>().toExtend<Inferred<typeof flowErrorSchema>>();
    expectTypeOf<Inferred<typeof inputErrorSchema>>().toExtend<InputError>();
    expectTypeOf<InputError>().toExtend<Inferred<typeof inputErrorSchema>>();
    expectTypeOf<Inferred<typeof inputSchema>>().toExtend<Input>();
    expectTypeOf<Input>().toExtend<Inferred<typeof inputSchema>>();
    expectTypeOf<Inferred<VerifyPasscode>>().toExtend<Action<"verify_passcode">>();
    expectTypeOf<Action<"verify_passcode">>().toExtend<Inferred<VerifyPasscode>>();
    expectTypeOf<Inferred<typeof linkSchema>>().toExtend<Link>();
    expectTypeOf<Link>().toExtend<Inferred<typeof linkSchema>>();
    expectTypeOf<Inferred<typeof requestOptionsSchema>>().toExtend<RequestOptions>();
    expectTypeOf<RequestOptions>().toExtend<Inferred<typeof requestOptionsSchema>>();
    expectTypeOf<Inferred<typeof creationOptionsSchema>>().toExtend<CreationOptions>();
    expectTypeOf<CreationOptions>().toExtend<Inferred<typeof creationOptionsSchema>>();
  });

  it("the action request, as bound", () => {
    expectTypeOf<Inferred<typeof actionRequestSchema>>().toExtend<ActionRequestBody>();
    expectTypeOf<ActionRequestBody>().toExtend<Inferred<typeof actionRequestSchema>>();
    // A missing body binds as {}.
    expectTypeOf<undefined>().toExtend<z.input<typeof actionRequestSchema>>();
  });

  it("claims, last login, profile data and sessions", () => {
    expectTypeOf<Inferred<typeof claimsSchema>>().toExtend<Claims>();
    expectTypeOf<Claims>().toExtend<Inferred<typeof claimsSchema>>();
    expectTypeOf<Inferred<typeof lastLoginSchema>>().toExtend<LastLogin>();
    expectTypeOf<LastLogin>().toExtend<Inferred<typeof lastLoginSchema>>();
    expectTypeOf<Inferred<typeof profileDataSchema>>().toExtend<ProfileData>();
    expectTypeOf<ProfileData>().toExtend<Inferred<typeof profileDataSchema>>();
    expectTypeOf<Inferred<typeof sessionInfoSchema>>().toExtend<SessionInfo>();
    expectTypeOf<SessionInfo>().toExtend<Inferred<typeof sessionInfoSchema>>();
  });

  it("the REST bodies", () => {
    expectTypeOf<Inferred<typeof meResponseSchema>>().toExtend<MeResponse>();
    expectTypeOf<MeResponse>().toExtend<Inferred<typeof meResponseSchema>>();
    type Validate = Inferred<typeof sessionValidateResponseSchema>;
    expectTypeOf<Validate>().toExtend<SessionValidateResponse>();
    expectTypeOf<SessionValidateResponse>().toExtend<Validate>();
    type ValidateRequest = Inferred<typeof sessionValidateRequestSchema>;
    expectTypeOf<ValidateRequest>().toExtend<SessionValidateRequest>();
    expectTypeOf<SessionValidateRequest>().toExtend<ValidateRequest>();
    expectTypeOf<Inferred<typeof restErrorBodySchema>>().toExtend<RestErrorBody>();
    expectTypeOf<RestErrorBody>().toExtend<Inferred<typeof restErrorBodySchema>>();
    expectTypeOf<Inferred<typeof jwksResponseSchema>>().toExtend<JwksResponse>();
    expectTypeOf<JwksResponse>().toExtend<Inferred<typeof jwksResponseSchema>>();
  });
});
