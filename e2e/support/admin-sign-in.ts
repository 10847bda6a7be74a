// The admin's browser tests sign in as owners named in SHOP_OWNERS (playwright.config.ts): one
// address per spec file, so files never share an account. An owner registers once per run,
// through the shop's register page and a passcode from the SMTP sink; the signed-in state is
// then reused by the file's tests.
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
} as const;

export const TEST_OWNER_PASSWORD = "Admin-lösenord-för-tester-1";

type StorageState = NonNullable<BrowserContextOptions["storageState"]>;

// Per worker process: a second test of the same file reuses the account registered first.
const states = new Map<string, Promise<StorageState>>();

/** Registers `email` once and answers the signed-in browser state, for `browser.newContext`. */
export function signedInState(browser: Browser, email: string): Promise<StorageState> {
  let state = states.get(email);
  if (!state) {
    state = register(browser, email);
    states.set(email, state);
  }
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
