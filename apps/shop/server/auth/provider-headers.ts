// The headers of every call the shop makes to the sign-in provider: JSON, and the id of the
// shop request that made it (X-Request-Id, server/logging/request-id.ts), so that one id
// follows a page through the shop's log and the auth server's.
import { HEADERS } from "@kretsbutiken/flow-protocol";

export function providerHeaders(
  requestId: string | undefined,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    Accept: "application/json",
    ...extra,
    ...(requestId === undefined ? {} : { [HEADERS.requestId]: requestId }),
  };
}
