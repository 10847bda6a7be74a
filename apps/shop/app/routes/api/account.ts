// GET /api/account (not in the spec): who is signed in, for the header's account menu, which
// asks once it has hydrated. Personal, so neither a shared cache nor the browser keeps it.
import type { AccountDetailsResponse } from "../../account/account-details.ts";
import { sessionContext } from "../../context/session-context.ts";
import type { Route } from "./+types/account";

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const body: AccountDetailsResponse = session?.email ?? session?.username ?? null;
  return Response.json(body, {
    headers: {
      "Cache-Control": "private, no-store",
      Vary: "Cookie, Authorization",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
