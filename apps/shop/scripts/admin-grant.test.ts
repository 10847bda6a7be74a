// The access command, run as an operator runs it: a real process on the shop's SQLite file.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../server/admin/audit/audit-log.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "admin-grant.ts");
const dir = mkdtempSync(path.join(tmpdir(), "kb-admin-grant-"));
const sqlitePath = path.join(dir, "shop.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function grant(...args: string[]) {
  return run(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      SHOP_SQLITE_PATH: sqlitePath,
      SHOP_OWNERS: "agare@kretsbutiken.se",
      NODE_ENV: "test",
    },
  });
}

/** Four processes, each starting Node and the shop's database code: seconds on a busy machine. */
const FOUR_PROCESSES_MS = 30_000;

describe("npm run admin:grant", () => {
  it(
    "grants a role, lists who has access, removes it, and logs the changes as the command line",
    async () => {
      expect((await grant("Lena@Example.se", "staff")).stdout).toBe("Lena@Example.se: staff\n");
      expect((await grant("list")).stdout).toBe(
        "agare@kretsbutiken.se\towner\t(SHOP_OWNERS)\nlena@example.se\tstaff\n",
      );
      expect((await grant("lena@example.se", "remove")).stdout).toBe("lena@example.se: removed\n");
      await expect(grant("agare@kretsbutiken.se", "remove")).rejects.toMatchObject({
        code: 1,
        stderr: "agare@kretsbutiken.se: configured_owner\n",
      });

      const database = await openShopDatabase({ url: undefined, sqlitePath, schema: "shop" });
      try {
        const { entries } = await createAuditLog(database.db).list({ page: 1, pageSize: 10 });
        expect(entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
          ["staff.remove", "cli"],
          ["staff.add", "cli"],
        ]);
      } finally {
        await database.destroy();
      }
    },
    FOUR_PROCESSES_MS,
  );

  it("explains its usage when called without arguments", async () => {
    await expect(grant()).rejects.toMatchObject({ code: 2, stderr: /usage: npm run admin:grant/ });
  });
});
