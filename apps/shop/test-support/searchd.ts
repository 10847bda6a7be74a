// A real searchd (Sphinx 2.2, Debian's sphinxsearch) for the tests of the external search
// engine: a configuration of real-time indexes in a temp directory, a free port, started in
// the foreground and ready once it says it accepts connections. Where no searchd is
// installed the tests skip with the reason, except under CI, where they must run
// (scripts/ensure-searchd.ts installs it before the unit tests).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createConnection, type RowDataPacket } from "mysql2/promise";
import { findSearchd } from "../../../scripts/find-searchd.ts";
import { isCi } from "../../../scripts/required-services.ts";
import { sphinxIndexConfig } from "../server/catalogue/search/sphinxql-config.ts";

/**
 * `{}` where searchd runs, `{ skip }` with the reason where it is missing; under CI its
 * absence is an error, so the external engine's tests cannot quietly stop running.
 */
export function searchdVariant(env: NodeJS.ProcessEnv = process.env): { skip?: string } {
  if (findSearchd(env)) return {};
  const missing =
    "searchd is not installed (Debian: apt-get install sphinxsearch, or run `npm run test:unit` as root)";
  if (isCi(env))
    throw new Error(`CI is set but ${missing}: the SphinxQL engine's tests may not skip`);
  return { skip: `${missing}: the SphinxQL engine's tests are skipped` };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export interface RunningSearchd {
  /** The SEARCH_URL of one of its indexes. */
  url(index: string): string;
  /** The ids an index holds, in order. */
  ids(index: string): Promise<number[]>;
  /** Stops it and removes its directory. */
  stop(): Promise<void>;
}

/** Starts searchd with an empty real-time index for each of `indexes`. */
export async function startSearchd(indexes: readonly string[]): Promise<RunningSearchd> {
  const searchd = findSearchd();
  if (!searchd) throw new Error("searchd is not installed");
  const dir = mkdtempSync(join(tmpdir(), "kretsbutiken-searchd-"));
  const port = await freePort();
  const config = join(dir, "sphinx.conf");
  writeFileSync(
    config,
    [
      ...indexes.map((index) => sphinxIndexConfig(index, join(dir, index))),
      "searchd",
      "{",
      `  listen = 127.0.0.1:${port}:mysql41`,
      `  log = ${join(dir, "searchd.log")}`,
      `  query_log = ${join(dir, "query.log")}`,
      `  pid_file = ${join(dir, "searchd.pid")}`,
      // Real-time indexes need threads; no binlog: a test's index need not survive a crash.
      "  workers = threads",
      "  binlog_path =",
      "}",
    ].join("\n"),
  );
  const child = spawn(searchd, ["--config", config, "--console"], {
    cwd: dir,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  try {
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("accepting connections")) resolve();
        if (/FATAL|NOT SERVING/.test(output)) reject(new Error(`searchd failed:\n${output}`));
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`searchd ended (${code}):\n${output}`)));
    });
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: (index) => `sphinxql://127.0.0.1:${port}/${index}`,
    async ids(index) {
      const connection = await createConnection({ host: "127.0.0.1", port });
      try {
        const [rows] = await connection.query<RowDataPacket[]>(
          `SELECT id FROM ${index} ORDER BY id ASC LIMIT 0, 10000 OPTION max_matches=10000`,
        );
        return rows.map((row) => Number(row.id));
      } finally {
        await connection.end();
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
