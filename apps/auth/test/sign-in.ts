// A signed-in user without going through a flow: the user is created in the store and a session
// issued the way a flow's success would. For tests of everything that needs a session.
import type { AmrValue } from "@kretsbutiken/flow-protocol";
import type { IssuedSession } from "../src/services.ts";
import type { TestAuth } from "./create-test-auth.ts";

export interface SignedInUser {
  userId: string;
  address: string;
  session: IssuedSession;
  /** `Authorization: Bearer <token>`, to spread into request headers. */
  auth: { Authorization: string };
}

export async function signIn(
  auth: TestAuth,
  options: { address?: string; username?: string; verified?: boolean; amr?: AmrValue[] } = {},
): Promise<SignedInUser> {
  const userId = crypto.randomUUID();
  const address = options.address ?? `user-${userId.slice(0, 8)}@example.com`;
  const created = await auth.deps.users.create({
    id: userId,
    email: { address, verified: options.verified ?? true },
    ...(options.username !== undefined && { username: options.username }),
  });
  if (!created.ok) throw new Error(`signIn: ${created.conflict} already exists`);
  const session = await auth.deps.sessions.issue({
    userId,
    amr: options.amr ?? ["otp"],
    client: { ip: "127.0.0.1", userAgent: "vitest", language: "en" },
    retention: "persistent",
  });
  return { userId, address, session, auth: { Authorization: `Bearer ${session.token}` } };
}
