// The three packages as an integrator gets them: packed, installed from the tarballs into a
// project outside the workspace (./support/packed-project.ts), typechecked with strict settings
// and built by that project's own TypeScript and Vite, rendered on the server by its React,
// and signed in with, in Chromium, against our auth server (passcode from the SMTP sink):
// once through the React page (../e2e/packed-app/src/main.tsx) and once through a plain HTML
// page that loads nothing but the standalone file.
import { expect, test, type Page } from "@playwright/test";
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startAuthServer, type RunningAuthServer } from "./support/auth-server.ts";
import { createPackedProject, type PackedProject } from "./support/packed-project.ts";
import { serveStaticFiles, type StaticFiles } from "./support/static-files.ts";
import { scaled } from "../scripts/time-scale.ts";

const TEXTS = {
  sv: { continue: "Fortsätt", passcode: "Engångskod", enterPasscode: "Ange engångskod" },
  en: { continue: "Continue", passcode: "Passcode", enterPasscode: "Enter passcode" },
};

/** Paths a consumer never needs: tests, their helpers and fixtures, benches. */
const NOT_FOR_CONSUMERS = /(\.test\.|\.fixture\.|(^|\/)(e2e|bench|test-support|fixtures)\/)/;

let project: PackedProject;
let site: StaticFiles;
let auth: RunningAuthServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  // npm install of the tarballs and of React, Vite and TypeScript (from npm's cache when there).
  test.setTimeout(scaled(180_000));
  project = createPackedProject();
});

test.afterAll(async () => {
  await auth?.close();
  await site?.close();
  project?.remove();
});

test("each tarball holds what a consumer needs and nothing else", () => {
  for (const { name, files } of project.packages) {
    const paths = files.map((file) => file.path);
    expect(
      paths.filter((file) => NOT_FOR_CONSUMERS.test(file)),
      name,
    ).toEqual([]);
    for (const required of ["package.json", "README.md", "LICENSE", "CHANGELOG.md"]) {
      expect(paths, `${name} has ${required}`).toContain(required);
    }
    // Every source map, of code or of declarations, points at files that came along.
    for (const map of paths.filter((file) => file.endsWith(".map"))) {
      const installed = project.installed(name, map);
      const { sources } = JSON.parse(readFileSync(installed, "utf8")) as { sources: string[] };
      for (const source of sources) {
        expect(
          existsSync(path.resolve(path.dirname(installed), source)),
          `${name}: ${map} → ${source}`,
        ).toBe(true);
      }
    }
  }
});

test("a strict TSX page and TypeScript written against the official SDK's names typecheck", () => {
  const { ok, output } = project.run("tsc", ["-p", "tsconfig.json"]);
  expect(output).toBe("");
  expect(ok).toBe(true);
});

test("the page builds with Vite, and the React build renders on the server", () => {
  const built = project.run("vite", ["build", "--logLevel", "error"]);
  expect(built.output).toBe("");
  expect(built.ok).toBe(true);

  const rendered = project.run("node", ["server-render.mjs"]);
  expect(rendered.ok, rendered.output).toBe(true);
  expect(JSON.parse(rendered.output)).toEqual({
    html: '<hanko-auth lang="sv" mode="login"></hanko-auth>',
    register: "function",
  });
});

async function signInWithPasscode(
  p: Page,
  url: string,
  email: string,
  texts: (typeof TEXTS)["sv"],
): Promise<void> {
  await p.goto(url);
  const widget = p.locator("hanko-auth");
  await widget.locator("input[type=email]").fill(email);
  await widget.getByRole("button", { name: texts.continue }).click();
  const heading = widget.getByRole("heading", { name: texts.enterPasscode });
  const choosePasscode = widget.getByRole("button", { name: texts.passcode, exact: true });
  await expect(heading.or(choosePasscode)).toBeVisible();
  if (await choosePasscode.isVisible()) await choosePasscode.click();
  await expect(heading).toBeVisible();
  await widget.locator("input").first().click();
  await p.keyboard.type(await auth.nextPasscode(email), { delay: 20 });
}

test.describe("signing in against our auth server", () => {
  test.beforeAll(async () => {
    const plain = path.join(project.dir, "dist/plain");
    mkdirSync(plain, { recursive: true });
    cpSync(path.join(project.dir, "plain.html"), path.join(plain, "index.html"));
    const standalone = "dist/standalone";
    const elements = project.installed("@kretsbutiken/auth-elements", standalone);
    cpSync(path.join(elements, "elements.js"), path.join(plain, "elements.js"));
    cpSync(path.join(elements, "i18n"), path.join(plain, "i18n"), { recursive: true });
    site = await serveStaticFiles(path.join(project.dir, "dist"));
    auth = await startAuthServer(site.url);
  });

  test("through the React page built from the packages", async ({ page: p }) => {
    const email = `react.${Date.now()}@example.se`;
    await auth.signedInUser(email);
    await signInWithPasscode(p, `${site.url}/?api=${auth.url}`, email, TEXTS.sv);
    await expect(p.locator("#status")).toHaveText(`Inloggad som ${email}`);
    await expect(p.getByText("Sessionen är giltig")).toBeVisible();
    await expect(p.getByText(/^Sessionen gäller i \d+ sekunder$/)).toBeVisible();
  });

  test("through a plain HTML page that loads only the standalone file", async ({ page: p }) => {
    const email = `plain.${Date.now()}@example.se`;
    await auth.signedInUser(email);
    const scripts: string[] = [];
    p.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await signInWithPasscode(p, `${site.url}/plain/?api=${auth.url}`, email, TEXTS.en);
    await expect(p.locator("#status")).toHaveText(`Signed in as ${email}`);
    expect(scripts).toEqual(["/plain/elements.js"]);
  });
});
