// `request_options` / `creation_options` (flow-api.md §3.1). Only what clients read is checked;
// the rest of go-webauthn's JSON passes through.
import { z } from "zod";
import type { CreationOptions, RequestOptions } from "../webauthn-options.ts";

const credentialDescriptorSchema = z.object({
  type: z.literal("public-key"),
  id: z.string(),
  transports: z.array(z.string()).optional(),
});

const common = {
  challenge: z.string().min(1),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
  hints: z.array(z.string()).optional(),
};

export const requestOptionsSchema: z.ZodType<RequestOptions> = z.object({
  publicKey: z.looseObject({
    ...common,
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
  }),
  mediation: z.string().optional(),
});

export const creationOptionsSchema: z.ZodType<CreationOptions> = z.object({
  publicKey: z.looseObject({
    ...common,
    rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
    user: z.looseObject({ name: z.string(), displayName: z.string(), id: z.string().min(1) }),
    pubKeyCredParams: z.array(z.object({ type: z.literal("public-key"), alg: z.number() })),
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
