// Key rotation from the command line (README "Key rotation"); an entry point like main.ts.
//   node src/sessions/manage-signing-keys.ts list
//   node src/sessions/manage-signing-keys.ts add [--now]
//   node src/sessions/manage-signing-keys.ts retire <kid>
// Uses the same environment as the server (DATABASE_URL, DATA_DIR).
import { join } from "node:path";
import { createDatabase, migrateToLatest } from "@kretsbutiken/database";
import { ConfigError, readAuthConfig } from "../config/config.ts";
import { authMigrations } from "../db/migrations.ts";
import type { AuthDatabase } from "../db/schema.ts";
import { createSecretBox } from "../secrets/secret-box.ts";
import { loadSecretKeys } from "../secrets/secrets-key.ts";
import { generateSigningKey } from "./generate-signing-key.ts";
import { ACTIVATION_DELAY_MS, pickSigningKey } from "./signing-key-ring.ts";

const [command, kid] = process.argv.slice(2);
const out = (line: string) => process.stdout.write(`${line}\n`);

let config;
try {
  config = readAuthConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const database = createDatabase<AuthDatabase>({
  name: "auth",
  databaseUrl: config.databaseUrl,
  sqlitePath: join(config.dataDir, "auth.sqlite"),
  schema: "auth",
});
const { db } = database;
let exitCode = 0;
try {
  await migrateToLatest(database, authMigrations, { app: "auth" });
  const keys = await db
    .selectFrom("signing_keys")
    .selectAll()
    .orderBy("created_at")
    .orderBy("kid")
    .execute();
  const now = new Date();
  if (command === "list") {
    const signing = keys.length > 0 ? pickSigningKey(keys, now).kid : undefined;
    for (const key of keys)
      out(`${key.kid}  ${key.created_at}${key.kid === signing ? "  (signing)" : ""}`);
  } else if (command === "add") {
    // --now (a leaked key): dated back by the activation delay, so it signs at once.
    const urgent = kid === "--now";
    const createdAt = urgent ? new Date(now.getTime() - ACTIVATION_DELAY_MS) : now;
    const key = await generateSigningKey({ createdAt });
    const box = createSecretBox(loadSecretKeys(config));
    await db
      .insertInto("signing_keys")
      .values({ ...key, private_jwk: box.seal(key.private_jwk) })
      .execute();
    // A first key signs at once; a further one after the JWKS cache lifetime.
    const from =
      keys.length === 0 || urgent
        ? "now"
        : new Date(now.getTime() + ACTIVATION_DELAY_MS).toISOString();
    out(`added ${key.kid}; published now, signs from ${from}`);
  } else if (command === "retire" && kid) {
    const key = keys.find((k) => k.kid === kid);
    if (!key) throw new Error(`no key ${kid}`);
    if (pickSigningKey(keys, now).kid === kid)
      throw new Error(`${kid} still signs; add a new key and wait`);
    await db.deleteFrom("signing_keys").where("kid", "=", kid).execute();
    out(`retired ${kid}; tokens it signed no longer validate`);
  } else {
    out("usage: manage-signing-keys.ts list | add [--now] | retire <kid>");
    exitCode = 2;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await database.destroy();
}
process.exit(exitCode);
