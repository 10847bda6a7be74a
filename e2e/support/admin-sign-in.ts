// The admin's browser tests sign in as owners named in SHOP_OWNERS (playwright.config.ts): one
// address per spec file, so files never share an account. An owner registers once per run,
// through the shop's register page and a passcode from the SMTP sink; the signed-in state is
// then reused by the file's tests.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { registerShopper } from "./shop-sign-in.ts";

/** Owners the shop under test knows from the start (SHOP_OWNERS). */
export const TEST_OWNERS = {
  access: "agare.behorighet@kretsbutiken.test",
  orders: "agare.ordrar@kretsbutiken.test",
  withdrawals: "agare.angerkop@kretsbutiken.test",
  products: "agare.produkter@kretsbutiken.test",
  moderation: "agare.moderering@kretsbutiken.test",
  books: "agare.bokforing@kretsbutiken.test",
  keyboard: "agare.tangentbord@kretsbutiken.test",
  forms: "agare.formular@kretsbutiken.test",
  complaints: "agare.reklamation@kretsbutiken.test",
  returns: "agare.returer@kretsbutiken.test",
  alerts: "agare.bevakning@kretsbutiken.test",
  energyLabel: "agare.energimarkning@kretsbutiken.test",
  workshop: "agare.verkstad@kretsbutiken.test",
  fitment: "agare.passform@kretsbutiken.test",
} as const;

export const TEST_OWNER_PASSWORD = "Admin-lösenord-för-tester-1";

type StorageState = NonNullable<BrowserContextOptions["storageState"]>;

// Per run: later tests reuse the account registered first, also in a worker started after a
// failed test (workers are the runner's children, so its pid names this run's folder).
const STATES_DIR = join(tmpdir(), `kb-admin-states-${process.ppid}`);
const states = new Map<string, Promise<StorageState>>();

/** Registers `email` once per run and answers the signed-in state, for `browser.newContext`. */
export function signedInState(browser: Browser, email: string): Promise<StorageState> {
  let state = states.get(email);
  if (!state) {
    state = kept(email) ?? register(browser, email).then((fresh) => keep(email, fresh));
    states.set(email, state);
  }
  return state;
}

function kept(email: string): Promise<StorageState> | undefined {
  const file = join(STATES_DIR, `${email}.json`);
  return existsSync(file)
    ? Promise.resolve(JSON.parse(readFileSync(file, "utf8")) as StorageState)
    : undefined;
}

function keep(email: string, state: StorageState): StorageState {
  mkdirSync(STATES_DIR, { recursive: true });
  writeFileSync(join(STATES_DIR, `${email}.json`), JSON.stringify(state));
  return state;
}

async function register(browser: Browser, email: string): Promise<StorageState> {
  const context = await browser.newContext();
  await context.addInitScript(() => sessionStorage.setItem("newsletterPromptSeen", "1"));
  const page = await context.newPage();
  await registerShopper(page, email, TEST_OWNER_PASSWORD);
  const state = await context.storageState();
  await context.close();
  return state;
}
