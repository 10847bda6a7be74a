// The user a `/users/{user_id}/…` route is about: 400 when `user_id` is not a UUID, 404 when no
// such user exists (Hanko's admin handlers answer both before looking at anything else).
import type { Context } from "hono";
import type { UserSummary } from "../../services.ts";
import type { AdminDeps } from "../admin-env.ts";
import { adminError } from "../admin-error.ts";
import { uuidParam } from "./uuid-param.ts";

export async function userParam(c: Context, deps: AdminDeps): Promise<UserSummary | Response> {
  const id = uuidParam(c, "user_id");
  if (id instanceof Response) return id;
  const user = await deps.users.findById(id);
  return user ?? adminError(c, 404, "user not found");
}
