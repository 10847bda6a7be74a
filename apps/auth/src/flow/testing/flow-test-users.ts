// Users for flow tests, created straight in the real store (with a real Argon2id hash), and
// small readers for what a success response carries.
import { randomUUID } from "node:crypto";
import type { TestAuth } from "../../../test/create-test-auth.ts";

export interface TestUser {
  id: string;
  email: string;
  password: string | undefined;
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function createUser(
  auth: TestAuth,
  options: { email?: string | null; password?: string; username?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email === null ? undefined : (options.email ?? uniqueEmail());
  const result = await auth.deps.users.create({
    id,
    ...(email === undefined
      ? {}
      : { email: { address: email, verified: options.verified ?? true } }),
    ...(options.username === undefined ? {} : { username: options.username }),
    ...(options.password === undefined
      ? {}
      : { passwordHash: await auth.deps.passwords.hash(options.password) }),
  });
  if (!result.ok) throw new Error(`createUser: ${result.conflict} taken`);
  return { id, email: email ?? "", password: options.password };
}

/** The claims of a JWT, unverified: enough to look at what the server put in. */
export function jwtPart(token: string, part: 0 | 1): Record<string, unknown> {
  const segment = token.split(".")[part] ?? "";
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Mails that reached `address` so far. */
export function mailsTo(auth: TestAuth, address: string) {
  return auth.smtp.messages.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}
