// "Logga in med Demo-ID" as `npm start` sets it up (scripts/apps.ts): the demo's own identity
// provider (apps/auth/demo-id/, a real oidc-provider on its own port, any name signs in), our
// auth server with Demo-ID as a custom provider, and the shop, all on `localhost`. A shopper
// signs in on Demo-ID's own Swedish pages with a name they make up (an empty one is refused
// beside the field first), consents, lands on their dashboard signed in, and the profile shows
// the connection, removes it and makes it again. axe runs on the sign-in and consent pages.
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { createDemoId, demoIdSigningKeys } from "../apps/auth/demo-id/demo-id.ts";
import { expectNoSeriousAxeViolations } from "../apps/shop/test-support/axe.ts";
import { waitForHydration } from "../apps/shop/test-support/page-problems.ts";
import { startServerProcess, type ServerProcess } from "../bench/server-process.ts";
import type { AppPorts } from "../scripts/apps.ts";
import { scaled } from "../scripts/time-scale.ts";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import { freePorts } from "./support/free-port.ts";
import { demoEnv } from "./support/npm-start-env.ts";

const SHOP_SERVER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../apps/shop/server.ts",
);

let demoId: Server;
let auth: RunningAuthServer;
let shop: ServerProcess;
let ports: AppPorts;

test.describe.configure({ mode: "serial", timeout: scaled(60_000) });
// A Swedish shopper's browser: Demo-ID follows Accept-Language (Playwright's default is en-US,
// which gets its English pages).
test.use({ locale: "sv-SE" });

test.beforeAll(async () => {
  const [shopPort = 0, authPort = 0, demoIdPort = 0] = await freePorts(3);
  ports = { shop: shopPort, auth: authPort, "demo-id": demoIdPort, kundklubben: 0 };
  const idEnv = demoEnv("demo-id", ports);
  const provider = createDemoId({
    issuer: idEnv.DEMO_ID_ISSUER ?? "",
    clientId: idEnv.DEMO_ID_CLIENT_ID ?? "",
    clientSecret: idEnv.DEMO_ID_CLIENT_SECRET ?? "",
    redirectUris: [idEnv.DEMO_ID_REDIRECT_URI ?? ""],
    jwks: await demoIdSigningKeys(),
  });
  demoId = createServer(provider.callback());
  await new Promise<void>((resolve) => demoId.listen(demoIdPort, "127.0.0.1", resolve));
  const authEnv = demoEnv("auth", ports);
  const { ALLOWED_ORIGINS = "", PUBLIC_URL, THIRD_PARTY } = authEnv;
  const sessionEnv = Object.fromEntries(
    Object.entries(authEnv).filter(([name]) => name.startsWith("SESSION_")),
  );
  auth = await startAuthServer(
    ALLOWED_ORIGINS,
    { PUBLIC_URL, THIRD_PARTY, ...sessionEnv },
    { port: ports.auth },
  );
  shop = await startServerProcess(
    SHOP_SERVER,
    ports.shop,
    { ...demoEnv("shop", ports), DATABASE_URL: "", SHOP_SQLITE_PATH: ":memory:" },
    "/healthz",
  );
});

test.afterAll(async () => {
  await shop?.stop();
  await auth?.close();
  await new Promise<void>((resolve) => (demoId ? demoId.close(() => resolve()) : resolve()));
});

test("a shopper signs in with Demo-ID under any name; the profile disconnects and connects it", async ({
  page,
}) => {
  // Demo-ID's pages load nothing from elsewhere (the development pages fetched Google Fonts).
  const outside: string[] = [];
  page.on("request", (request) => {
    // A service worker's requests have no frame, and are not Demo-ID's.
    let frameUrl: string;
    try {
      frameUrl = request.frame().url();
    } catch {
      return;
    }
    const from = new URL(frameUrl);
    const to = new URL(request.url());
    if (
      from.port === String(ports["demo-id"]) &&
      !["localhost", "127.0.0.1"].includes(to.hostname)
    ) {
      outside.push(request.url());
    }
  });
  const shopUrl = `http://localhost:${ports.shop}`;
  const issuer = `http://localhost:${ports["demo-id"]}`;
  const name = `astrid${Date.now()}`;

  await page.goto(`${shopUrl}/page/login`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Logga in med Demo-ID" }).click();
  await page.waitForURL((url) => url.origin === issuer);

  // Demo-ID's own sign-in page, in Swedish: it says nothing is checked and which address the
  // name will have.
  await expect(page.getByRole("heading", { level: 1, name: "Logga in med Demo-ID" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByText("Ingenting kontrolleras", { exact: false })).toBeVisible();
  await expect(page.getByText("@demo-id.example", { exact: false })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "Demo-ID sign-in");
  // No name: refused beside the field, which gets the focus. (The password, never checked, is
  // not written back into the page.)
  await page.getByLabel("Lösenord").fill("valfritt-lösenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  const nameField = page.getByLabel("Namn");
  await expect(nameField).toHaveAccessibleDescription(/Skriv ett namn/);
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(nameField).toBeFocused();
  await expectNoSeriousAxeViolations(page, "Demo-ID sign-in with an error");
  // Keyboard only from here: type the name, tab to the password and submit with Enter.
  await nameField.fill(name);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Lösenord")).toBeFocused();
  await page.keyboard.type("valfritt-lösenord");
  await page.keyboard.press("Enter");

  // Consent: the shop by name, and what it gets.
  await expect(
    page.getByRole("heading", { level: 1, name: "Ge Kretsbutiken dina uppgifter?" }),
  ).toBeVisible();
  const receives = page.getByRole("list", { name: "Godkänner du får Kretsbutiken:" });
  await expect(receives.getByText(`ditt namn: ${name}`)).toBeVisible();
  await expect(receives.getByText(`din e-postadress: ${name}@demo-id.example`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Avbryt" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "Demo-ID consent");
  await page.getByRole("button", { name: "Godkänn" }).click();
  await expect(page).toHaveURL(/\/page\/user_dashboard$/);
  await expect(page.getByRole("main").getByText(`${name}@demo-id.example`).first()).toBeVisible();

  // The profile lists the connection; it can be removed (the address still signs in with a
  // code) and made again.
  await page.goto(`${shopUrl}/profile`);
  await waitForHydration(page);
  const connected = page.getByRole("list", { name: "Kopplade konton" });
  await expect(connected.getByText("Demo-ID")).toBeVisible();
  await connected.getByRole("button", { name: "Koppla från" }).click();
  await connected.getByRole("button", { name: "Är du säker?" }).click();
  await expect(connected).toHaveCount(0);
  // Demo-ID still knows the person and their consent, as a real provider would: it sends the
  // browser straight back.
  await page.getByRole("button", { name: "Koppla till Demo-ID" }).click();
  await page.waitForURL((url) => url.pathname === "/profile" && url.search === "");
  await waitForHydration(page);
  await expect(
    page.getByRole("list", { name: "Kopplade konton" }).getByText("Demo-ID"),
  ).toBeVisible();
  expect(outside).toEqual([]);
});
