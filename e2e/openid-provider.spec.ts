// "Logga in med Kretsbutiken" as `npm start` sets it up (scripts/apps.ts): the auth server as an
// OpenID Provider and Kundklubben (apps/auth/demo-rp/), a site that signs in through it with
// openid-client, a client we did not write. In Chromium, on `localhost`: a customer signs in on
// the provider's page with our widget (e-mail, then the passcode from the real mail), approves
// what Kundklubben gets, and is a member with the verified address; signed in already, a second
// visit only asks "continue" and not consent again; signing out at Kundklubben asks, ends the
// Kretsbutiken session too, and returns. axe runs on every provider page.
import { createServer, type Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { createKundklubben } from "../apps/auth/demo-rp/kundklubben.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import type { AppPorts } from "../scripts/apps.ts";
import { scaled } from "../scripts/time-scale.ts";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import { freePorts } from "./support/free-port.ts";
import { demoEnv } from "./support/npm-start-env.ts";

let auth: RunningAuthServer;
let club: Server;
let ports: AppPorts;

test.describe.configure({ mode: "serial", timeout: scaled(60_000) });
test.use({ locale: "sv-SE" });

test.beforeAll(async () => {
  const [authPort = 0, clubPort = 0] = await freePorts(2);
  ports = { shop: 3999, auth: authPort, "demo-id": 0, kundklubben: clubPort };
  const authEnv = demoEnv("auth", ports);
  const { ALLOWED_ORIGINS = "", PUBLIC_URL, OPENID_PROVIDER, OPENID_CLIENTS } = authEnv;
  const sessionEnv = Object.fromEntries(
    Object.entries(authEnv).filter(([name]) => /^(SESSION_|PASSKEYS_|MFA_)/.test(name)),
  );
  auth = await startAuthServer(
    ALLOWED_ORIGINS,
    { PUBLIC_URL, OPENID_PROVIDER, OPENID_CLIENTS, ...sessionEnv },
    { port: ports.auth },
  );
  const clubEnv = demoEnv("kundklubben", ports);
  club = createServer(
    createKundklubben({
      issuer: clubEnv.OPENID_ISSUER ?? "",
      clientId: clubEnv.KUNDKLUBBEN_CLIENT_ID ?? "",
      clientSecret: clubEnv.KUNDKLUBBEN_CLIENT_SECRET ?? "",
      url: clubEnv.KUNDKLUBBEN_URL ?? "",
    }),
  );
  await new Promise<void>((resolve) => club.listen(clubPort, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await auth?.close();
  await new Promise<void>((resolve) => (club ? club.close(() => resolve()) : resolve()));
});

const clubUrl = () => `http://localhost:${ports.kundklubben}`;
const providerOrigin = () => `http://localhost:${ports.auth}`;

/** The widget's passcode sign-in. */
async function signInWithWidget(page: Page, address: string): Promise<void> {
  await page.getByRole("textbox", { name: "E-post" }).fill(address);
  await page.keyboard.press("Enter");
  // The demo also has passwords and passkeys: the widget asks which, and the passcode it is.
  const passcode = page.getByRole("button", { name: "Engångskod" });
  const firstDigit = page.getByRole("textbox", { name: "Siffra 1 av 6" });
  await expect(passcode.or(firstDigit)).toBeVisible();
  if (await passcode.isVisible()) await passcode.click();
  await firstDigit.click();
  await page.keyboard.type(await auth.nextPasscode(address));
}

test("a customer signs in to Kundklubben with Kretsbutiken, is asked once, and signs out of both", async ({
  page,
  context,
}) => {
  const address = `medlem.${Date.now()}@example.se`;
  await auth.signedInUser(address);

  await page.goto(`${clubUrl()}/`);
  await page.getByRole("button", { name: "Logga in med Kretsbutiken" }).click();
  await page.waitForURL((url) => url.origin === providerOrigin());
  await expect(
    page.getByRole("heading", { level: 1, name: "Logga in med Kretsbutiken" }),
  ).toBeVisible();
  await expect(page.getByText("Kretsbutikens kundklubb vill veta vem du är.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "Logga in med Kretsbutiken: sign-in");

  await signInWithWidget(page, address);
  const consentHeading = page.getByRole("heading", {
    level: 1,
    name: "Ge Kretsbutikens kundklubb tillgång till ditt konto?",
  });
  const skip = page.getByRole("button", { name: "Hoppa över" });
  // The demo offers a passkey after a passcode sign-in: "not now" here.
  await expect(consentHeading.or(skip)).toBeVisible({ timeout: scaled(15_000) });
  if (await skip.isVisible()) await skip.click();
  await expect(consentHeading).toBeVisible({ timeout: scaled(15_000) });
  await expect(page.getByText(`Inloggad som ${address}.`)).toBeVisible();
  const receives = page.getByRole("list", { name: "Kretsbutikens kundklubb får:" });
  await expect(receives.getByRole("listitem")).toHaveText([
    "Ett id som känner igen ditt konto hos Kretsbutiken",
    "Din e-postadress, och om den är bekräftad",
    "Ditt användarnamn",
  ]);
  await expectNoSeriousAxeViolations(page, "Logga in med Kretsbutiken: consent");
  await page.getByRole("button", { name: "Godkänn" }).click();

  await page.waitForURL(`${clubUrl()}/`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Välkommen till kundklubben" }),
  ).toBeVisible();
  await expect(page.getByText(`${address} (bekräftad)`)).toBeVisible();

  // Kundklubben forgets the visit; Kretsbutiken has not: straight back, no page on the way.
  await context.clearCookies({ name: "kundklubben" });
  await page.goto(`${clubUrl()}/`);
  const providerPages: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin === providerOrigin()) {
      providerPages.push(frame.url());
    }
  });
  await page.getByRole("button", { name: "Logga in med Kretsbutiken" }).click();
  await page.waitForURL(`${clubUrl()}/`);
  await expect(page.getByText(`${address} (bekräftad)`)).toBeVisible();
  expect(providerPages).toEqual([]);

  // The provider's own sign-in gone too (its cookies expired), the Kretsbutiken session still
  // there: one click to continue as that person, and no consent again.
  await context.clearCookies({ name: "kundklubben" });
  await context.clearCookies({ name: /^_session/ });
  await page.goto(`${clubUrl()}/`);
  await page.getByRole("button", { name: "Logga in med Kretsbutiken" }).click();
  await expect(page.getByText(`Du är inloggad hos Kretsbutiken som ${address}.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, "Logga in med Kretsbutiken: continue");
  await page.getByRole("button", { name: "Fortsätt" }).click();
  await page.waitForURL(`${clubUrl()}/`);
  await expect(page.getByText(`${address} (bekräftad)`)).toBeVisible();

  // Signing out at Kundklubben: the provider asks, then both sign-ins end.
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Logga ut från Kretsbutiken?" }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, "Logga in med Kretsbutiken: sign-out");
  await page.getByRole("button", { name: "Logga ut" }).click();
  await page.waitForURL(`${clubUrl()}/`);
  await expect(page.getByRole("button", { name: "Logga in med Kretsbutiken" })).toBeVisible();
  await page.getByRole("button", { name: "Logga in med Kretsbutiken" }).click();
  await expect(page.getByRole("textbox", { name: "E-post" })).toBeVisible();
  await expect(page.getByText("Du är inloggad hos Kretsbutiken")).toHaveCount(0);
});

test("cancelling on the provider's page returns to Kundklubben signed out", async ({ page }) => {
  await page.goto(`${clubUrl()}/`);
  await page.getByRole("button", { name: "Logga in med Kretsbutiken" }).click();
  await page
    .getByRole("link", { name: "Avbryt och gå tillbaka till Kretsbutikens kundklubb" })
    .click();
  await page.waitForURL((url) => url.origin === clubUrl());
  await expect(page.getByRole("alert")).toHaveText("Inloggningen avbröts. Du är inte inloggad.");
});
