import { describe, expect, it } from "vitest";
import { TechnicalError, UserVerificationError, WebauthnRequestCancelledError } from "../errors.ts";
import { base64urlToBuffer, bufferToBase64url } from "./base64url.ts";
import {
  creationOptionsFromJSON,
  credentialToJSON,
  requestOptionsFromJSON,
} from "./credential-json.ts";
import { webauthnError } from "./webauthn-errors.ts";

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

describe("base64url", () => {
  it.each([
    [[], ""],
    [[0xfb, 0xff], "-_8"],
    [[1, 2, 3, 4], "AQIDBA"],
  ])("%o ↔ %s", (values, text) => {
    expect(bufferToBase64url(bytes(...values))).toBe(text);
    expect(new Uint8Array(base64urlToBuffer(text))).toEqual(new Uint8Array(values));
  });
});

describe("options from JSON", () => {
  it("decodes the challenge and credential ids, keeps the rest", () => {
    const options = requestOptionsFromJSON({
      challenge: "AQIDBA",
      rpId: "shop.example",
      allowCredentials: [{ type: "public-key", id: "-_8", transports: ["usb"] }],
    });
    expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(options.rpId).toBe("shop.example");
    expect(options.allowCredentials?.[0]?.transports).toEqual(["usb"]);
  });

  it("decodes user.id for creation", () => {
    const options = creationOptionsFromJSON({
      rp: { name: "Shop" },
      user: { name: "jane", displayName: "Jane", id: "AQIDBA" },
      challenge: "AQ",
      pubKeyCredParams: [{ type: "public-key", alg: -7 }],
      excludeCredentials: [{ type: "public-key", id: "AQ" }],
    });
    expect(new Uint8Array(options.user.id as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3, 4]));
    expect(options.user.name).toBe("jane");
    expect(options.excludeCredentials).toHaveLength(1);
  });
});

describe("credentialToJSON", () => {
  it("encodes an assertion", () => {
    const credential = {
      id: "cred",
      rawId: bytes(1),
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: bytes(2),
        authenticatorData: bytes(3),
        signature: bytes(4),
        userHandle: bytes(5),
      },
      getClientExtensionResults: () => ({}),
    } as unknown as PublicKeyCredential;
    expect(credentialToJSON(credential)).toEqual({
      id: "cred",
      rawId: "AQ",
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: "Ag",
        authenticatorData: "Aw",
        signature: "BA",
        userHandle: "BQ",
      },
      clientExtensionResults: {},
    });
  });

  it("encodes an attestation with its transports", () => {
    const credential = {
      id: "cred",
      rawId: bytes(1),
      type: "public-key",
      authenticatorAttachment: null,
      response: {
        clientDataJSON: bytes(2),
        attestationObject: bytes(3),
        getTransports: () => ["internal"],
      },
      getClientExtensionResults: () => ({ credProps: { rk: true } }),
    } as unknown as PublicKeyCredential;
    expect(credentialToJSON(credential)).toMatchObject({
      authenticatorAttachment: undefined,
      response: { clientDataJSON: "Ag", attestationObject: "Aw", transports: ["internal"] },
      clientExtensionResults: { credProps: { rk: true } },
    });
  });
});

describe("webauthnError", () => {
  const domError = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    ["NotAllowedError", WebauthnRequestCancelledError],
    ["AbortError", WebauthnRequestCancelledError],
    ["ConstraintError", UserVerificationError],
    ["InvalidStateError", TechnicalError],
    ["SecurityError", TechnicalError],
  ])("%s → %o", (name, errorClass) => {
    expect(webauthnError(domError(name))).toBeInstanceOf(errorClass);
  });
});
