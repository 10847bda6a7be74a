// Pure conversions between the flow API's JSON options/credentials (flow-api §3.1, base64url
// strings) and the browser's binary WebAuthn objects. Members not named here pass through.
import type {
  PublicKeyCreationOptionsJSON,
  PublicKeyRequestOptionsJSON,
} from "@kretsbutiken/flow-protocol";
import { base64urlToBuffer, bufferToBase64url } from "./base64url.ts";

type DescriptorJSON = { type: string; id: string; transports?: string[] };

function descriptors(list: readonly DescriptorJSON[] | undefined) {
  return list?.map((descriptor) => ({ ...descriptor, id: base64urlToBuffer(descriptor.id) }));
}

export function requestOptionsFromJSON(
  json: PublicKeyRequestOptionsJSON,
): PublicKeyCredentialRequestOptions {
  const options: Record<string, unknown> = {
    ...json,
    challenge: base64urlToBuffer(json.challenge),
  };
  const allow = descriptors(json.allowCredentials);
  if (allow !== undefined) options["allowCredentials"] = allow;
  return options as unknown as PublicKeyCredentialRequestOptions;
}

export function creationOptionsFromJSON(
  json: PublicKeyCreationOptionsJSON,
): PublicKeyCredentialCreationOptions {
  const options: Record<string, unknown> = {
    ...json,
    challenge: base64urlToBuffer(json.challenge),
    user: { ...json.user, id: base64urlToBuffer(json.user.id) },
  };
  const exclude = descriptors(json.excludeCredentials);
  if (exclude !== undefined) options["excludeCredentials"] = exclude;
  return options as unknown as PublicKeyCredentialCreationOptions;
}

type AnyAuthenticatorResponse = AuthenticatorResponse &
  Partial<AuthenticatorAttestationResponse> &
  Partial<AuthenticatorAssertionResponse>;

/**
 * A credential as the `assertion_response` / `public_key` input expects it: id, rawId, type,
 * authenticatorAttachment, response (clientDataJSON plus attestationObject and transports, or
 * authenticatorData, signature and userHandle) and clientExtensionResults (product spec §3).
 */
export function credentialToJSON(credential: PublicKeyCredential): Record<string, unknown> {
  const response = credential.response as AnyAuthenticatorResponse;
  const json: Record<string, unknown> = {
    clientDataJSON: bufferToBase64url(response.clientDataJSON),
  };
  if (response.attestationObject !== undefined) {
    json["attestationObject"] = bufferToBase64url(response.attestationObject);
    json["transports"] =
      typeof response.getTransports === "function" ? response.getTransports() : [];
  }
  if (response.authenticatorData !== undefined) {
    json["authenticatorData"] = bufferToBase64url(response.authenticatorData);
  }
  if (response.signature !== undefined) json["signature"] = bufferToBase64url(response.signature);
  if (response.userHandle !== undefined && response.userHandle !== null) {
    json["userHandle"] = bufferToBase64url(response.userHandle);
  }
  return {
    id: credential.id,
    rawId: bufferToBase64url(credential.rawId),
    type: credential.type,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    response: json,
    clientExtensionResults: credential.getClientExtensionResults(),
  };
}
