// Installs a package of Debian's for the tests when it is missing: the browser tests' Chromium
// (ensure-chromium.ts), the search engine's searchd (ensure-searchd.ts). Only as root on
// Debian; anywhere else the caller says how to get it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Installs `name` with apt-get; false (nothing tried) unless this is root on Debian. */
export function installDebianPackage(name: string, missing: string): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/etc/debian_version")) return false;
  console.log(`No ${missing} found: installing Debian's ${name} package (apt-get).`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", name], { stdio: "inherit", env });
  return true;
}
