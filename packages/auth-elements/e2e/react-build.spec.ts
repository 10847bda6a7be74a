// The React build on a React page (the page's React 19), against the mock flow API: the same
// sign-in as the standalone bundle, so a difference between the builds shows up here.
import { expect, test } from "@playwright/test";
import { PASSCODE, startMockFlowApi, type MockFlowApi } from "./support/mock-flow-api.ts";
import { startReactPage, type ReactPage } from "./support/react-page.ts";

let api: MockFlowApi;
let page: ReactPage;

test.beforeAll(async () => {
  api = await startMockFlowApi();
  page = await startReactPage();
});

test.afterAll(async () => {
  await page.close();
  await api.close();
});

test("signs in with a passcode on a React page, rendered by the page's React", async ({
  page: browser,
}) => {
  await browser.goto(`${page.url}/?api=${encodeURIComponent(api.url)}`);
  const input = browser.getByRole("textbox", { name: "Email" });
  await input.pressSequentially("react@example.se");
  // The page re-renders around the element: the widget keeps its state.
  await browser.getByRole("button", { name: "Page counter 0" }).click();
  await expect(browser.getByRole("button", { name: "Page counter 1" })).toBeVisible();
  await expect(input).toHaveValue("react@example.se");
  await input.press("Enter");
  await browser.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await browser.keyboard.type(PASSCODE);
  await expect(browser.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  const { version, events } = await browser.evaluate(() => ({
    version: (window as unknown as { __reactVersion: string }).__reactVersion,
    events: (window as unknown as { __events: { type: string; detail?: { state?: string } }[] })
      .__events,
  }));
  expect(version).toMatch(/^19\./);
  expect(events.filter((e) => e.detail?.state === "login_init")).toHaveLength(1);
  expect(events.some((e) => e.type === "onSessionCreated")).toBe(true);
});
