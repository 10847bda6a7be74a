// `request_options` / `creation_options` (flow-api.md §3.1). Only what the ceremony reads is
// checked; the rest of go-webauthn's JSON passes through.
import type {
  CreationOptions,
  CredentialDescriptorJSON,
  PublicKeyCreationOptionsJSON,
  PublicKeyRequestOptionsJSON,
  RequestOptions,
} from "../index.ts";
import { array, object, optional, record } from "./combinators.ts";
import { boolean, literal, nonEmptyString, number, string, unknown } from "./primitives.ts";

const credentialDescriptor = object<CredentialDescriptorJSON>({
  type: literal("public-key"),
  id: string,
  transports: optional(array(string)),
});

const common = {
  challenge: nonEmptyString,
  timeout: optional(number),
  userVerification: optional(string),
  extensions: optional(record(unknown)),
  hints: optional(array(string)),
};

export const requestOptionsCheck = object<RequestOptions>({
  publicKey: object<PublicKeyRequestOptionsJSON>({
    ...common,
    rpId: optional(string),
    allowCredentials: optional(array(credentialDescriptor)),
  }),
  mediation: optional(string),
});

export const creationOptionsCheck = object<CreationOptions>({
  publicKey: object<PublicKeyCreationOptionsJSON>({
    ...common,
    rp: object({ name: string, id: optional(string) }),
    user: object({ name: string, displayName: string, id: nonEmptyString }),
    pubKeyCredParams: array(object({ type: literal("public-key"), alg: number })),
    excludeCredentials: optional(array(credentialDescriptor)),
    authenticatorSelection: optional(
      object({
        authenticatorAttachment: optional(string),
        requireResidentKey: optional(boolean),
        residentKey: optional(string),
        userVerification: optional(string),
      }),
    ),
    attestation: optional(string),
  }),
  mediation: optional(string),
});
