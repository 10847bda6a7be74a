// Packed sizes of our three published packages beside the official 2.7.0 packages as installed
// in node_modules: what `npm install` downloads (tarball) and puts on disk (unpacked, files),
// measured with `npm pack --dry-run --json --ignore-scripts <dir>` from the repository root.
// An installed package's folder holds exactly its published files, so packing it again gives
// its published numbers. Informational: no budget. Used by sizes.mjs.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { PUBLISHABLE_PACKAGES } from "../../../scripts/publishable-packages.ts";

const root = new URL("../../..", import.meta.url).pathname;
const OFFICIAL_ELEMENTS = "@teamhanko/hanko-elements";
const OFFICIAL_SDK = "@teamhanko/hanko-frontend-sdk";

/** A package's folder as Node finds it from `from`: up the node_modules, symlinks resolved. */
function findPackage(name, from) {
  const dir = join(from, "node_modules", name);
  if (existsSync(join(dir, "package.json"))) return realpathSync(dir);
  return dirname(from) === from ? undefined : findPackage(name, dirname(from));
}

const manifest = (dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));

/**
 * What installing the package at `dir` installs: it and its `dependencies`, theirs in turn, each
 * resolved as Node does from the package that needs it. Peers are not followed (those here are
 * preact, counted anyway, and our optional react, react-dom and zod).
 */
function installedWith(dir) {
  const found = new Map([[manifest(dir).name, dir]]);
  const missing = [];
  for (const [, from] of found) {
    for (const name of Object.keys(manifest(from).dependencies ?? {})) {
      if (found.has(name)) continue;
      const depDir = findPackage(name, from);
      if (depDir) found.set(name, depDir);
      else missing.push(name);
    }
  }
  return { dirs: [...found.values()], missing };
}

/** One `npm pack` for all folders; its JSON lists them in the order given. */
function pack(dirs) {
  const args = ["pack", "--dry-run", "--json", "--ignore-scripts"];
  const out = execFileSync("npm", [...args, ...dirs.map((dir) => `./${relative(root, dir)}`)], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Map(
    JSON.parse(out).map(({ name, version, size, unpackedSize, entryCount }, i) => [
      dirs[i],
      { name, version, dir: relative(root, dirs[i]), size, unpackedSize, entryCount },
    ]),
  );
}

function total(label, rows) {
  const sum = (key) => rows.reduce((n, row) => n + row[key], 0);
  return {
    label,
    packages: rows.map((row) => row.name),
    size: sum("size"),
    unpackedSize: sum("unpackedSize"),
    entryCount: sum("entryCount"),
  };
}

const ratios = (ours, official) => ({
  tarball: ours.size / official.size,
  unpacked: ours.unpackedSize / official.unpackedSize,
});

/** Every number of the packed-size table, or `{ error }` when ours are not built or npm fails. */
export function packedSizes() {
  // auth-elements, auth-sdk, flow-protocol: the list is in build order, the widget last.
  const ourDirs = PUBLISHABLE_PACKAGES.map(({ dir }) => join(root, dir)).reverse();
  const unbuilt = ourDirs.filter((dir) => !existsSync(join(dir, "dist")));
  if (unbuilt.length > 0) {
    return { error: `not built: ${unbuilt.map((dir) => relative(root, dir)).join(", ")}` };
  }
  const officialDir = findPackage(OFFICIAL_ELEMENTS, root);
  const officialSdkDir = officialDir && findPackage(OFFICIAL_SDK, officialDir);
  if (!officialSdkDir) return { error: `${OFFICIAL_ELEMENTS} 2.7.0 is not installed` };
  const ours = installedWith(ourDirs[0]);
  const official = installedWith(officialDir);

  let packed;
  try {
    packed = pack([...new Set([...ourDirs, ...ours.dirs, ...official.dirs])]);
  } catch (error) {
    return { error: `npm pack failed: ${error.stderr || error.message}` };
  }
  const rows = (dirs) => dirs.map((dir) => packed.get(dir));
  const labelled = (side, dirs) => rows(dirs).map((row) => ({ side, ...row }));
  const [ourElements, ourSdk, officialElements, officialSdk] = rows([
    ...ourDirs.slice(0, 2),
    officialDir,
    officialSdkDir,
  ]);
  const officialOthers = official.dirs.filter(
    (dir) => dir !== officialDir && dir !== officialSdkDir,
  );
  const installs = {
    ours: total("ours: auth-elements + its dependencies", rows(ours.dirs)),
    officialElementsAndSdk: total("official: hanko-elements + hanko-frontend-sdk", [
      officialElements,
      officialSdk,
    ]),
    official: total(
      `official: hanko-elements + all ${official.dirs.length - 1} dependencies installed here`,
      rows(official.dirs),
    ),
    officialMissing: official.missing,
  };
  return {
    packages: [
      ...labelled("ours", ourDirs),
      ...labelled("official", [officialDir, officialSdkDir]),
      ...labelled("official's dependency", officialOthers),
    ],
    installs,
    ratios: {
      elements: ratios(ourElements, officialElements),
      sdk: ratios(ourSdk, officialSdk),
      installedVsElementsAndSdk: ratios(installs.ours, installs.officialElementsAndSdk),
      installedVsAll: ratios(installs.ours, installs.official),
    },
  };
}

/** The markdown table, then the ratios and what each package installs. */
export function printPackedSizes(result) {
  if (result.error) {
    console.log(`packed sizes: ${result.error}`);
    return;
  }
  const kib = (n) => `${n.toLocaleString("en")} (${(n / 1024).toFixed(1)} KiB)`;
  const times = (value) => `${value.toFixed(3)}×`;
  const line = (label, row) =>
    `| ${label} | ${kib(row.size)} | ${kib(row.unpackedSize)} | ${row.entryCount} |`;
  const { installs } = result;
  console.log("| package | tarball | unpacked | files |\n| --- | ---: | ---: | ---: |");
  for (const row of result.packages) {
    console.log(line(`${row.side} ${row.name} ${row.version}`, row));
  }
  for (const sum of [installs.ours, installs.officialElementsAndSdk, installs.official]) {
    console.log(line(`**${sum.label}**`, sum));
  }
  const { elements, sdk, installedVsElementsAndSdk, installedVsAll } = result.ratios;
  const pair = (r) => `tarball ${times(r.tarball)}, unpacked ${times(r.unpacked)}`;
  console.log("");
  console.log(`auth-elements / hanko-elements: ${pair(elements)}`);
  console.log(`auth-sdk / hanko-frontend-sdk: ${pair(sdk)}`);
  console.log(`ours installed / official elements + sdk: ${pair(installedVsElementsAndSdk)}`);
  console.log(`ours installed / official with all dependencies: ${pair(installedVsAll)}`);
  console.log(
    "Installing auth-elements brings auth-sdk and flow-protocol; its bundles contain both, so at " +
      "run time they add only their types (react and react-dom are optional peers, the page's own, " +
      "not counted).",
  );
  const missing = installs.officialMissing.length
    ? `; not installed here, so not counted: ${installs.officialMissing.join(", ")}`
    : "";
  console.log(
    `Installing hanko-elements brings ${installs.official.packages.slice(1).join(", ")} ` +
      `(its dependencies and theirs, counted as installed here, peers not followed; ` +
      `its bundle contains them too)${missing}.`,
  );
}
