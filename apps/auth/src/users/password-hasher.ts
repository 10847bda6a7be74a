// Argon2id password hashing (@node-rs/argon2 defaults: m=19 MiB, t=2, p=1, OWASP's minimum).
// Callers enforce the 72-byte maximum (flow-api.md §5.1, Hanko's bcrypt heritage).
import * as argon2 from "@node-rs/argon2";
import type { PasswordHasher } from "../services.ts";

export interface Argon2 {
  hash: (password: string) => Promise<string>;
  verify: (hashed: string, password: string) => Promise<boolean>;
}

/** `argon2` is replaceable so that a test can see which hash each call verifies against. */
export function createPasswordHasher(
  { hash, verify }: Argon2 = { hash: (p) => argon2.hash(p), verify: (h, p) => argon2.verify(h, p) },
): PasswordHasher {
  // Hashed on first use rather than at import, so importing the module costs nothing.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hash(`dummy-${crypto.randomUUID()}`));

  return {
    hash: (password) => hash(password),
    async verify(stored, password) {
      if (stored === undefined) {
        // Unknown account or no password: spend the same time, then fail, so that response
        // times do not tell which accounts exist.
        try {
          await verify(await dummyHash(), password);
        } catch {
          // The outcome is thrown away; only the time spent matters.
        }
        return false;
      }
      try {
        return await verify(stored, password);
      } catch {
        // A malformed stored hash is a failed verification, not a crash of the login flow.
        return false;
      }
    },
  };
}
