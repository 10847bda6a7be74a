// The six-digit code of the next passcode mail to `to`, from the shop tests' auth server's
// SMTP sink (e2e/support/shop-auth-server.ts).
import { AUTH_MAIL_TEST_URL } from "./test-ports.ts";

export async function nextPasscode(to: string): Promise<string> {
  const response = await fetch(`${AUTH_MAIL_TEST_URL}/passcode?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { code?: string; error?: string };
  if (!response.ok || body.code === undefined) throw new Error(body.error ?? "no passcode");
  return body.code;
}
