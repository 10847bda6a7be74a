// An integrator's project outside the workspace, made from the packed packages: `npm pack` of
// the three publishable packages (as built by `npm run build:packages`), then a fresh project
// in the system's temp folder that installs the tarballs (no workspace link: npm copies them
// into its own node_modules) beside React, Vite and TypeScript at the workspace's versions,
// and the files of ../packed-app. Its commands run with the project's own tools.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUBLISHABLE_PACKAGES } from "../../scripts/publishable-packages.ts";

const ROOT = new URL("../../", import.meta.url).pathname;
const APP = new URL("../packed-app/", import.meta.url).pathname;
const OFFICIAL_API_FIXTURE = path.join(
  ROOT,
  "packages/auth-sdk/src/drop-in/official-api.fixture.ts",
);
/** What the project installs besides our tarballs, at the versions the workspace runs. */
const TOOLS = ["react", "react-dom", "vite", "typescript", "@types/react", "@types/react-dom"];

export interface PackedFile {
  path: string;
  size: number;
}
export interface PackedPackage {
  name: string;
  tarball: string;
  files: PackedFile[];
}

export interface PackedProject {
  dir: string;
  packages: PackedPackage[];
  /** Runs one of the project's own tools (node_modules/.bin), or `node` itself. */
  run(command: string, args: string[]): { ok: boolean; output: string };
  /** The installed file of a package, e.g. ("@kretsbutiken/auth-elements", "dist/…"). */
  installed(name: string, file: string): string;
  remove(): void;
}

const require = createRequire(import.meta.url);
const workspaceVersion = (name: string): string =>
  (
    JSON.parse(
      readFileSync(require.resolve(`${name}/package.json`, { paths: [ROOT] }), "utf8"),
    ) as {
      version: string;
    }
  ).version;

function npm(args: string[], cwd: string): string {
  return execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function pack(into: string): PackedPackage[] {
  return PUBLISHABLE_PACKAGES.map(({ name, dir }) => {
    const [result] = JSON.parse(
      npm(
        ["pack", path.join(ROOT, dir), "--ignore-scripts", "--json", "--pack-destination", into],
        ROOT,
      ),
    ) as { filename: string; files: PackedFile[] }[];
    if (result === undefined) throw new Error(`npm pack ${dir} printed nothing`);
    return { name, tarball: path.join(into, result.filename), files: result.files };
  });
}

export function createPackedProject(): PackedProject {
  const dir = mkdtempSync(path.join(tmpdir(), "kretsbutiken-integrator-"));
  const tarballs = path.join(dir, "tarballs");
  const app = path.join(dir, "app");
  mkdirSync(tarballs);
  cpSync(APP, app, { recursive: true });
  cpSync(OFFICIAL_API_FIXTURE, path.join(app, "src/official-api.ts"));
  const packages = pack(tarballs);
  const dependencies: Record<string, string> = {};
  for (const { name, tarball } of packages)
    dependencies[name] = `file:${path.relative(app, tarball)}`;
  for (const name of TOOLS) dependencies[name] = workspaceVersion(name);
  const manifest = { name: "integrator-app", private: true, type: "module", dependencies };
  writeFileSync(path.join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  npm(["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], app);

  return {
    dir: app,
    packages,
    run(command, args) {
      try {
        const bin =
          command === "node" ? process.execPath : path.join(app, "node_modules/.bin", command);
        const output = execFileSync(bin, args, {
          cwd: app,
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
        return { ok: true, output };
      } catch (error) {
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        return { ok: false, output: `${stdout}${stderr}` };
      }
    },
    installed: (name, file) => path.join(app, "node_modules", name, file),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
