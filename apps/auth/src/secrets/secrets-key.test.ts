import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestAuth } from "../../test/create-test-auth.ts";
import { readAuthConfig } from "../config/config.ts";
import { loadSecretKeys, SecretsKeyMissingError } from "./secrets-key.ts";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "secrets-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadSecretKeys", () => {
  it("is required in production", () => {
    const config = readAuthConfig({ NODE_ENV: "production", DATA_DIR: dataDir() });
    expect(() => loadSecretKeys(config)).toThrow(SecretsKeyMissingError);
  });

  it("takes SECRETS_KEY and SECRETS_KEY_PREVIOUS", () => {
    const current = Buffer.alloc(32, 1);
    const old = Buffer.alloc(32, 2);
    const keys = loadSecretKeys(
      readAuthConfig({
        SECRETS_KEY: current.toString("base64"),
        SECRETS_KEY_PREVIOUS: ` ${old.toString("base64url")} `,
      }),
    );
    expect(keys.current.equals(current)).toBe(true);
    expect(keys.previous.map((key) => key.equals(old))).toEqual([true]);
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => readAuthConfig({ SECRETS_KEY: "c2hvcnQ=" })).toThrow("SECRETS_KEY");
  });

  it("outside production makes one under DATA_DIR, readable by its owner only, and keeps it", () => {
    const dir = dataDir();
    const config = readAuthConfig({ NODE_ENV: "development", DATA_DIR: dir });
    const first = loadSecretKeys(config);
    expect(first.current).toHaveLength(32);
    expect(statSync(join(dir, "secrets.key")).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, "secrets.key"), "utf8").trim()).toBe(
      first.current.toString("base64"),
    );
    expect(loadSecretKeys(config).current.equals(first.current)).toBe(true);
  });
});

it("the server stores its signing key sealed", async () => {
  const auth = await createTestAuth();
  try {
    const row = await auth.deps.db
      .selectFrom("signing_keys")
      .select("private_jwk")
      .executeTakeFirstOrThrow();
    expect(row.private_jwk).toMatch(/^enc:v1:/);
    expect((await auth.request("/.well-known/jwks.json")).status).toBe(200);
  } finally {
    await auth.close();
  }
});
