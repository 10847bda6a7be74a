// `request_options` / `creation_options` payloads (flow-api.md §3.1): go-webauthn's JSON for
// navigator.credentials.get/create; binary members are base64url strings. Members not named
// here (extensions, hints, …) pass through untouched.

export type CredentialDescriptorJSON = {
  type: "public-key";
  id: string;
  transports?: string[];
};

export type PublicKeyRequestOptionsJSON = {
  challenge: string;
  timeout?: number;
  rpId?: string;
  /** Omitted when empty. */
  allowCredentials?: CredentialDescriptorJSON[];
  userVerification?: string;
  extensions?: Record<string, unknown>;
  hints?: string[];
};

/** The SDK reads `request_options.publicKey` directly for conditional UI. */
export type RequestOptions = {
  publicKey: PublicKeyRequestOptionsJSON;
  mediation?: string;
};

export type PublicKeyCreationOptionsJSON = {
  rp: { name: string; id?: string };
  /** `id` is the base64url of the 16-byte user UUID. */
  user: { name: string; displayName: string; id: string };
  challenge: string;
  pubKeyCredParams: { type: "public-key"; alg: number }[];
  timeout?: number;
  excludeCredentials?: CredentialDescriptorJSON[];
  authenticatorSelection?: {
    authenticatorAttachment?: string;
    requireResidentKey?: boolean;
    residentKey?: string;
    userVerification?: string;
  };
  attestation?: string;
  extensions?: Record<string, unknown>;
  hints?: string[];
};

export type CreationOptions = {
  publicKey: PublicKeyCreationOptionsJSON;
  mediation?: string;
};
