// A software authenticator for tests of the WebAuthn ceremonies over HTTP: it makes P-256
// credentials, answers creation options with a "none" attestation and request options with a
// signed assertion, the way a browser and a platform authenticator would. Tests can tamper
// with what it sends (origin, challenge, counter) to prove each refusal.
import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";

type Stored = { privateKey: KeyObject; userHandle: string; counter: number; rpId: string };

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

export interface CeremonyTweaks {
  origin?: string;
  challenge?: string;
  type?: string;
  rpId?: string;
  /** Sign with this counter instead of the next one (a cloned authenticator). */
  counter?: number;
  /** false: the user was present but not verified (no PIN or biometric); default true. */
  userVerified?: boolean;
}

/** The authenticator data flags: user present, user verified unless tweaked otherwise. */
const presenceFlags = (tweaks: CeremonyTweaks) => (tweaks.userVerified === false ? 0x01 : 0x05);

type PublicKeyOptions = {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
};

export class SoftwareAuthenticator {
  readonly credentials = new Map<string, Stored>();
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** Answers `creation_options.publicKey` with a new credential (attestation "none"). */
  create(options: PublicKeyOptions, tweaks: CeremonyTweaks = {}) {
    const rpId = tweaks.rpId ?? options.rp?.id ?? "localhost";
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? "", "base64url")],
        [-3, Buffer.from(jwk.y ?? "", "base64url")],
      ]),
    );
    const id = randomBytes(16);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([presenceFlags(tweaks) | 0x40]), // attested credential data
      uint32(0),
      Buffer.alloc(16), // AAGUID
      Buffer.from([0, id.length]),
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    this.credentials.set(b64url(id), {
      privateKey,
      userHandle: options.user?.id ?? "",
      counter: 0,
      rpId,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key",
      response: {
        clientDataJSON: this.#clientData("webauthn.create", options.challenge, tweaks),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers `request_options.publicKey` with an assertion by `credentialId` (or the first). */
  get(options: PublicKeyOptions, credentialId?: string, tweaks: CeremonyTweaks = {}) {
    const id = credentialId ?? [...this.credentials.keys()][0];
    const stored = id === undefined ? undefined : this.credentials.get(id);
    if (id === undefined || stored === undefined) throw new Error("no credential to sign with");
    stored.counter += 1;
    const authData = Buffer.concat([
      sha256(tweaks.rpId ?? stored.rpId),
      Buffer.from([presenceFlags(tweaks)]),
      uint32(tweaks.counter ?? stored.counter),
    ]);
    const clientDataJSON = this.#clientData("webauthn.get", options.challenge, tweaks);
    const signer = createSign("SHA256");
    signer.update(Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, "base64url"))]));
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signer.sign(stored.privateKey)),
        userHandle: stored.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  #clientData(type: string, challenge: string, tweaks: CeremonyTweaks): string {
    return b64url(
      JSON.stringify({
        type: tweaks.type ?? type,
        challenge: tweaks.challenge ?? challenge,
        origin: tweaks.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }
}
