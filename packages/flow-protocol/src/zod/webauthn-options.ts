// `request_options` / `creation_options` (flow-api.md §3.1), as ../checks/webauthn-options.ts:
// only what the ceremony reads is checked; the rest of go-webauthn's JSON passes through.
import * as z from "zod";
import { anyObject, nonEmptyString } from "./primitives.ts";

const credentialDescriptorSchema = z.looseObject({
  type: z.literal("public-key"),
  id: z.string(),
  transports: z.array(z.string()).optional(),
});

const common = {
  challenge: nonEmptyString,
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
  extensions: anyObject.optional(),
  hints: z.array(z.string()).optional(),
};

export const requestOptionsSchema = z.looseObject({
  publicKey: z.looseObject({
    ...common,
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
  }),
  mediation: z.string().optional(),
});

export const creationOptionsSchema = z.looseObject({
  publicKey: z.looseObject({
    ...common,
    rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
    user: z.looseObject({ name: z.string(), displayName: z.string(), id: nonEmptyString }),
    pubKeyCredParams: z.array(z.looseObject({ type: z.literal("public-key"), alg: z.number() })),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
    authenticatorSelection: z
      .looseObject({
        authenticatorAttachment: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.string().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    attestation: z.string().optional(),
  }),
  mediation: z.string().optional(),
});
