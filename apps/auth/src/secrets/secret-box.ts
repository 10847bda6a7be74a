// Secrets at rest (the signing keys' private halves; TOTP secrets when they come): AES-256-GCM
// under SECRETS_KEY, stored as `enc:v1:<key id>:<iv>:<ciphertext and tag>` (base64url). The key
// id names which key sealed it, so a rotated-out key (SECRETS_KEY_PREVIOUS) can still open old
// values until they are sealed again under the current one. A value without the prefix was
// written before encryption existed and is opened as it is, then sealed at the next start.
import { AuthError } from "../auth-error.ts";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const PREFIX = "enc:v1:";

export class SecretBoxError extends AuthError<"secret_unreadable"> {}

export interface SecretBox {
  seal(plaintext: string): string;
  open(stored: string): string;
  /** Sealed under the current key (nothing to do at rotation). */
  isCurrent(stored: string): boolean;
  /** What every value sealed under the current key starts with (to find the others in SQL). */
  readonly currentPrefix: string;
}

export interface SecretKeys {
  current: Buffer;
  previous: readonly Buffer[];
}

export const keyId = (key: Buffer): string =>
  createHash("sha256").update(key).digest("hex").slice(0, 8);

export function createSecretBox({ current, previous }: SecretKeys): SecretBox {
  const currentId = keyId(current);
  const byId = new Map([...previous, current].map((key) => [keyId(key), key]));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${currentId}:${iv.toString("base64url")}:${sealed.toString("base64url")}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      // split gives the id always, and the iv whenever it gives the sealed bytes after it.
      const [id, iv, sealed] = stored.slice(PREFIX.length).split(":") as [
        string,
        string,
        string | undefined,
      ];
      const key = byId.get(id);
      if (key === undefined || sealed === undefined) {
        throw new SecretBoxError(
          "secret_unreadable",
          `sealed with key ${id}, which is not configured`,
        );
      }
      const bytes = Buffer.from(sealed, "base64url");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([
          decipher.update(bytes.subarray(0, bytes.length - 16)),
          decipher.final(),
        ]).toString("utf8");
      } catch (error) {
        throw new SecretBoxError(
          "secret_unreadable",
          "a sealed value does not open: altered, or another key",
          {
            cause: error,
          },
        );
      }
    },
    isCurrent: (stored) => stored.startsWith(`${PREFIX}${currentId}:`),
    currentPrefix: `${PREFIX}${currentId}:`,
  };
}
