// Where SECRETS_KEY comes from: the configuration, required in production; outside production
// a key generated once under DATA_DIR (secrets.key, readable by the owner only), so `npm start`
// needs no setup. Several instances must share one key: set SECRETS_KEY for them.
import { AuthError } from "../auth-error.ts";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { AuthConfig } from "../config/config.ts";
import type { SecretKeys } from "./secret-box.ts";

export class SecretsKeyMissingError extends AuthError<"secrets_key_missing"> {}

export function loadSecretKeys(
  config: Pick<AuthConfig, "env" | "dataDir" | "secrets">,
): SecretKeys {
  const previous = config.secrets.previousKeys;
  if (config.secrets.key !== undefined) return { current: config.secrets.key, previous };
  if (config.env === "production") {
    throw new SecretsKeyMissingError(
      "secrets_key_missing",
      "SECRETS_KEY is required in production (32 random bytes, base64): it encrypts the signing keys at rest",
    );
  }
  const file = join(config.dataDir, "secrets.key");
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process sharing DATA_DIR wrote it first: use theirs.
      if ((error as { code?: unknown }).code !== "EEXIST") throw error;
    }
  }
  chmodSync(file, 0o600);
  return { current: Buffer.from(readFileSync(file, "utf8").trim(), "base64"), previous };
}
