// `npm run test:packages`: the three publishable packages as npm would pack them, judged by
// publint (manifest, exports and files: any message, even a suggestion, fails) and by
// @arethetypeswrong/cli (types resolve to the code they describe, under Node's ESM resolution
// and bundlers; the "esm-only" profile, as the packages ship no CommonJS). Needs
// `npm run build:packages` first; exits 1 on the first problem, after printing all of them.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { PUBLISHABLE_PACKAGES } from "./publishable-packages.ts";

const root = new URL("..", import.meta.url).pathname;
const attw = join(root, "node_modules/.bin/attw");
let problems = 0;

for (const { name, dir } of PUBLISHABLE_PACKAGES) {
  const pkgDir = join(root, dir);
  const manifest: unknown = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const { messages } = await publint({ pkgDir, level: "suggestion", strict: true, pack: "npm" });
  for (const message of messages) {
    console.log(`${name}: publint ${message.type}: ${formatMessage(message, manifest as object)}`);
  }
  problems += messages.length;
  try {
    execFileSync(attw, ["--pack", pkgDir, "--profile", "esm-only", "--format", "ascii"], {
      stdio: "pipe",
      encoding: "utf8",
    });
    console.log(`${name}: publint and arethetypeswrong found no problem`);
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    console.log(`${name}: arethetypeswrong found problems:\n${stdout}${stderr}`);
    problems += 1;
  }
}
process.exitCode = problems === 0 ? 0 : 1;
