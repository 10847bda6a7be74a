// The flows a page written for the official widget goes through against our auth server
// (./official-elements-page.ts, ./auth-server.ts): registration and login with a passcode,
// login with a password, three wrong passcodes, and logout. Declared once, run by
// e2e/official-elements.spec.ts with Hanko's bundle and by packages/auth-elements'
// drop-in.spec.ts with ours in its place; with `serverCookie`, against the server in Hanko's
// cookie mode (docs/decisions/0045), where the session is an HttpOnly cookie no script can read.
import { expect, test, type Page } from "@playwright/test";
import { startAuthServer, type RunningAuthServer } from "./auth-server.ts";
import { startOfficialElementsPage, type OfficialElementsPage } from "./official-elements-page.ts";

/** The widget served as /elements.js, and where it may differ from the official one. */
export interface WidgetUnderTest {
  /** Names the tests' group in reports. */
  name: string;
  /** Path of the bundle. */
  bundle: string;
  /** The heading of `password_creation` (official: "Set new password"). */
  passwordCreationHeading: string;
  /** The official widget renders a flow's first state a second time 500 ms later and drops
   * input typed in between; the flows wait for that second render. */
  rendersFirstStateTwice: boolean;
  /**
   * The auth server sets the session as its own HttpOnly cookie (page and server share the
   * host 127.0.0.1, one site) instead of sending X-Auth-Token. Only the flows that end in a
   * session run; the others do not depend on how it is delivered.
   */
  serverCookie?: boolean;
}

/** The demo's cookie mode on plain http (scripts/apps.ts). */
const SERVER_COOKIE_ENV = { SESSION_COOKIE: "true", SESSION_COOKIE_SECURE: "false" };

export function declareOfficialElementsFlows(widgetUnderTest: WidgetUnderTest): void {
  test.describe(widgetUnderTest.name, () => declareFlows(widgetUnderTest));
}

function declareFlows(widgetUnderTest: WidgetUnderTest): void {
  let page: OfficialElementsPage;
  let auth: RunningAuthServer;
  const email = `kund.${Date.now()}@example.se`;
  const password = "Sommar-2026-Elsparkcykel";

  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    page = await startOfficialElementsPage({ bundle: widgetUnderTest.bundle });
    auth = await startAuthServer(page.url, widgetUnderTest.serverCookie ? SERVER_COOKIE_ENV : {});
    page.setApi(auth.url);
  });

  test.afterAll(async () => {
    await auth?.close();
    await page?.close();
  });

  const widget = (p: Page) => p.locator("hanko-auth");

  /** Waits until the widget has rendered `state` (twice where it renders it twice). */
  async function settle(p: Page, state: string): Promise<void> {
    const renders = widgetUnderTest.rendersFirstStateTwice ? 2 : 1;
    await p
      .waitForFunction(
        ({ s, n }) =>
          (window as unknown as { __events: { detail?: { state?: string } }[] }).__events.filter(
            (e) => e.detail?.state === s,
          ).length >= n,
        { s: state, n: renders },
        { timeout: 3000 },
      )
      .catch(() => undefined);
  }

  async function hasEvent(p: Page, type: string): Promise<void> {
    await p.waitForFunction(
      (t) =>
        (window as unknown as { __events: { type: string }[] }).__events.some((e) => e.type === t),
      type,
      { timeout: 10_000 },
    );
  }

  async function typePasscode(p: Page, code: string): Promise<void> {
    await widget(p).locator("input").first().click();
    await p.keyboard.type(code, { delay: 20 });
  }

  /** How often the widget has shown `state` (the page logs each state change). */
  const shown = (p: Page, state: string) =>
    p.evaluate(
      (s) =>
        (window as unknown as { __events: { detail?: { state?: string } }[] }).__events.filter(
          (e) => e.detail?.state === s,
        ).length,
      state,
    );

  /** Types a code and waits for its answer, so the next code is not typed into old boxes. */
  async function typePasscodeAnswered(p: Page, code: string): Promise<void> {
    const before = await shown(p, "passcode_confirmation");
    await typePasscode(p, code);
    await expect.poll(() => shown(p, "passcode_confirmation")).toBeGreaterThan(before);
  }

  async function startLogin(p: Page, address: string): Promise<void> {
    await p.goto(page.url + "/");
    await settle(p, "login_init");
    await widget(p).locator("input[type=email]").fill(address);
    await widget(p).getByRole("button", { name: "Continue" }).click();
  }

  test("registration with a passcode and a new password", async ({ page: p }) => {
    await p.goto(page.url + "/");
    await settle(p, "login_init");
    await widget(p).locator("[part=link]", { hasText: "Create account" }).click();
    await settle(p, "registration_init");
    await widget(p).locator("input[type=email]").fill(email);
    await widget(p).getByRole("button", { name: "Continue" }).click();
    await expect(widget(p).getByRole("heading", { name: "Enter passcode" })).toBeVisible();

    await typePasscode(p, await auth.nextPasscode(email));
    await expect(
      widget(p).getByRole("heading", { name: widgetUnderTest.passwordCreationHeading }),
    ).toBeVisible();
    await widget(p).locator("input[type=password]").fill(password);
    await widget(p).getByRole("button", { name: "Continue" }).click();
    await hasEvent(p, "onSessionCreated");
  });

  test("login with a passcode", async ({ page: p }) => {
    await startLogin(p, email);
    await widget(p).getByRole("button", { name: "Passcode", exact: true }).click();
    await expect(widget(p).getByRole("heading", { name: "Enter passcode" })).toBeVisible();
    await typePasscode(p, await auth.nextPasscode(email));
    await hasEvent(p, "onSessionCreated");
  });

  test("login with a password", async ({ page: p }) => {
    await startLogin(p, email);
    await widget(p).getByRole("button", { name: "Password", exact: true }).click();
    await expect(widget(p).getByRole("heading", { name: "Enter password" })).toBeVisible();
    await widget(p).locator("input[type=password]").fill(password);
    await widget(p).getByRole("button", { name: "Sign in" }).click();
    await hasEvent(p, "onSessionCreated");
  });

  test("three wrong passcodes lock the code, and the widget says so", async ({ page: p }) => {
    await startLogin(p, email);
    await widget(p).getByRole("button", { name: "Passcode", exact: true }).click();
    await expect(widget(p).getByRole("heading", { name: "Enter passcode" })).toBeVisible();
    const code = await auth.nextPasscode(email);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await typePasscodeAnswered(p, wrong);
      await expect(widget(p).getByText("The passcode provided was not correct.")).toBeVisible();
    }
    await typePasscodeAnswered(p, wrong);
    await expect(
      widget(p).getByText("The passcode was entered incorrectly too many times."),
    ).toBeVisible();
  });

  test("logout ends the session on the server", async ({ page: p }) => {
    await startLogin(p, email);
    await widget(p).getByRole("button", { name: "Password", exact: true }).click();
    await widget(p).locator("input[type=password]").fill(password);
    await widget(p).getByRole("button", { name: "Sign in" }).click();
    await hasEvent(p, "onSessionCreated");
    const cookie = (await p.context().cookies()).find((c) => c.name === "hanko");
    const token = cookie?.value;
    expect(token).toBeTruthy();
    if (widgetUnderTest.serverCookie) {
      // The server's cookie, out of reach of script in the page, and still the session.
      expect(cookie?.httpOnly).toBe(true);
      expect(await p.evaluate(() => document.cookie)).not.toContain("hanko=");
      const signature = token?.split(".")[2] ?? "";
      const stored = await p.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
      expect(stored).not.toContain(signature);
      const me = await p.evaluate(async (api) => {
        const response = await fetch(`${api}/me`, { credentials: "include" });
        return { status: response.status, text: await response.text() };
      }, auth.url);
      expect(me.status).toBe(200);
      expect(me.text).toContain(email);
    }

    await p.locator("#logout").click();
    await hasEvent(p, "onUserLoggedOut");
    const validation = await fetch(`${auth.url}/sessions/validate`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await validation.json()).toEqual({ is_valid: false });
    if (widgetUnderTest.serverCookie) {
      // The server expired its cookie in its answer to the widget's logout.
      const left = (await p.context().cookies()).find((c) => c.name === "hanko");
      expect(left).toBeUndefined();
    }
  });
}
