// What a widget page holds around a sign-in with another account, read the way the tests check
// it: the events the page logged (window.__events, ../../packages/auth-elements/e2e/support/
// page-server.ts and ./official-elements-page.ts), the return parameters still in its address,
// the flow state and last login the SDK keeps in localStorage, and the session cookie with the
// user it belongs to.
import type { BrowserContext, Page } from "@playwright/test";

/** The SDK's defaults (storage key `hanko`): the flow state kept across the redirect. */
export const FLOW_STATE_KEY = "hanko-auth-flow-state";
export const LAST_LOGIN_KEY = "hanko_last_login";

/** Parameters a callback appends to the page address; the widget takes each one out. */
export const RETURN_PARAMS = ["hanko_token", "saml_hint", "error", "error_description"] as const;

type Logged = { type: string; detail?: { sub?: string; state?: string; error?: string } };

export const loggedEvents = (page: Page): Promise<Logged[]> =>
  page.evaluate(() => (window as unknown as { __events?: Logged[] }).__events ?? []);

/**
 * Waits for the SDK's session-created event on this page load; answers the session's user. On
 * timeout the error says where the page is and what the widget went through instead.
 */
export async function sessionCreated(page: Page, timeout = 10_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const logged = await loggedEvents(page).catch(() => [] as Logged[]);
    const sub = logged.find((e) => e.type === "onSessionCreated")?.detail?.sub;
    if (sub !== undefined) return sub;
    if (Date.now() > deadline) {
      const alert = await page
        .getByRole("alert")
        .allTextContents()
        .catch(() => []);
      throw new Error(
        `no session created within ${timeout} ms; at ${page.url()}\n` +
          `alerts: ${JSON.stringify(alert)}\nevents: ${JSON.stringify(logged)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function sessionsCreated(page: Page): Promise<number> {
  return (await loggedEvents(page)).filter((e) => e.type === "onSessionCreated").length;
}

/** The return parameters still in the page's address. */
export const returnParamsLeft = (page: Page): string[] =>
  RETURN_PARAMS.filter((name) => new URL(page.url()).searchParams.has(name));

/** A localStorage entry of `origin`, read even while the tab is at another origin. */
export async function storedItem(
  context: BrowserContext,
  origin: string,
  name: string,
): Promise<string | undefined> {
  const { origins } = await context.storageState();
  return origins.find((o) => o.origin === origin)?.localStorage.find((i) => i.name === name)?.value;
}

export async function lastLogin(page: Page): Promise<unknown> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), LAST_LOGIN_KEY);
  return stored === null ? null : JSON.parse(stored);
}

/** What the auth server says about the session in the context's `hanko` cookie. */
export async function sessionInCookie(
  context: BrowserContext,
  authUrl: string,
): Promise<{ is_valid: boolean; user_id?: string }> {
  const token = (await context.cookies()).find((c) => c.name === "hanko")?.value;
  if (token === undefined) return { is_valid: false };
  const response = await fetch(`${authUrl}/sessions/validate`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { is_valid: boolean; user_id?: string };
}

/** The part of `GET /me` (flow-api §3.2) that sign-in with another account writes. */
export interface ProfileSeen {
  user_id: string;
  emails?: { address: string; is_verified: boolean; is_primary: boolean }[];
  identities?: { id: string; provider: string }[];
}

/** The user of the session in the context's `hanko` cookie, as `GET /me` shows them. */
export async function profileInCookie(
  context: BrowserContext,
  authUrl: string,
): Promise<ProfileSeen> {
  const token = (await context.cookies()).find((c) => c.name === "hanko")?.value;
  if (token === undefined) throw new Error("no hanko cookie: not signed in");
  const response = await fetch(`${authUrl}/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /me answered ${response.status}`);
  return (await response.json()) as ProfileSeen;
}
