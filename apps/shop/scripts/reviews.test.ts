// The moderation command, run as staff run it: a real process on the shop's SQLite file.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { seedFixture } from "../test-support/seed-fixtures.ts";
import { seedCatalogue } from "../server/catalogue/seed-catalogue.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";
import { createAuditLog } from "../server/admin/audit/audit-log.ts";
import { createReviews } from "../server/reviews/reviews.ts";

const run = promisify(execFile);
const script = path.join(import.meta.dirname, "reviews.ts");
const dir = mkdtempSync(path.join(tmpdir(), "kb-reviews-cli-"));
const sqlitePath = path.join(dir, "shop.sqlite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function reviewsCommand(...args: string[]) {
  return run(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: "", SHOP_SQLITE_PATH: sqlitePath },
  });
}

/** Six processes, each starting Node and the shop's database code: seconds on a busy machine. */
const SIX_PROCESSES_MS = 30_000;

describe("npm run reviews", () => {
  it(
    "lists the held reviews as text, approves one and rejects another",
    async () => {
      const database = await openShopDatabase({ url: undefined, sqlitePath, schema: "shop" });
      const reviews = createReviews(database.db);
      await seedCatalogue(database.db, [seedFixture({ id: 7 })]);
      const review = {
        stars: 2,
        name: "Bo",
        language: "se",
        title: "<b>Dyr</b>",
        body: "Samma mobil finns billigare på https://example.com/deal",
      };
      const first = await reviews.write("a", 7, review, new Date("2026-11-25T10:00:00.000Z"));
      const second = await reviews.write(
        "b",
        7,
        { ...review, body: "Vinn pengar på casino, skriv till mig" },
        new Date("2026-11-25T11:00:00.000Z"),
      );
      await database.destroy();

      const { stdout } = await reviewsCommand("pending");
      expect(stdout).toContain(`${first!.review.id}  product 7  ★★  held: link`);
      expect(stdout).toContain("  Bo: <b>Dyr</b>");
      expect(stdout).toContain("  | Samma mobil finns billigare på https://example.com/deal");
      expect(stdout.indexOf(first!.review.id)).toBeLessThan(stdout.indexOf(second!.review.id));

      expect((await reviewsCommand("approve", first!.review.id)).stdout).toBe(
        `${first!.review.id}: published\n`,
      );
      await expect(reviewsCommand("reject", second!.review.id)).rejects.toMatchObject({
        code: 2,
      });
      expect(
        (await reviewsCommand("reject", second!.review.id, "Reklam", "för", "casino")).stdout,
      ).toBe(`${second!.review.id}: rejected\n`);
      expect((await reviewsCommand("pending")).stdout).toBe("no reviews wait for a decision\n");
      await expect(reviewsCommand("approve", "no-such-id")).rejects.toMatchObject({
        code: 1,
        stderr: "no-such-id: no such review\n",
      });
      await expect(reviewsCommand("publish")).rejects.toMatchObject({ code: 2 });

      const after = await openShopDatabase({ url: undefined, sqlitePath, schema: "shop" });
      const published = await createReviews(after.db).forProduct(7);
      const { entries } = await createAuditLog(after.db).list({ page: 1, pageSize: 10 });
      await after.destroy();
      expect(published.map((r) => r.id)).toEqual([first!.review.id]);
      // Both decisions are in the admin's change log, by the command line, with the reason.
      expect(entries.map((entry) => [entry.action, entry.subjectId, entry.actor.email])).toEqual([
        ["review.reject", second!.review.id, "cli"],
        ["review.approve", first!.review.id, "cli"],
      ]);
      expect(entries[0]?.after).toMatchObject({
        status: "rejected",
        rejectReason: "Reklam för casino",
      });
    },
    SIX_PROCESSES_MS,
  );
});
