import { sql } from "@kretsbutiken/database";
import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { createAuditLog } from "./audit-log.ts";

const ACTOR = { email: "agare@kretsbutiken.se", userId: "u-1" };

describe.each(dialects())("audit log on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("lists entries newest first, in the order written, paged and per subject", async () => {
    const database = await databases.open();
    const audit = createAuditLog(database.db);
    const at = new Date("2026-11-26T10:00:00.000Z");
    for (let i = 1; i <= 5; i++) {
      await audit.record(
        database.db,
        ACTOR,
        {
          action: "product.price",
          subjectType: "product",
          subjectId: String(i % 2),
          before: { price: i * 100 },
          after: { price: i * 100 + 1 },
        },
        at,
      );
    }
    const first = await audit.list({ page: 1, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.entries.map((entry) => entry.before)).toEqual([{ price: 500 }, { price: 400 }]);
    const last = await audit.list({ page: 3, pageSize: 2 });
    expect(last.entries.map((entry) => entry.after)).toEqual([{ price: 101 }]);
    const one = await audit.list({ page: 1, pageSize: 10, subject: { type: "product", id: "0" } });
    expect(one.entries.map((entry) => entry.before)).toEqual([{ price: 400 }, { price: 200 }]);
    expect(one.entries[0]).toMatchObject({ actor: ACTOR, at: at.toISOString() });
  });

  it("refuses to change or delete an entry, whoever asks the database", async () => {
    const database = await databases.open();
    const audit = createAuditLog(database.db);
    await audit.record(database.db, ACTOR, {
      action: "staff.add",
      subjectType: "staff",
      subjectId: "lena@example.se",
      after: { role: "staff" },
    });
    await expect(
      database.db.updateTable("audit_log").set({ actor_email: "someone@else.se" }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    const { entries } = await audit.list({ page: 1, pageSize: 10 });
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actor.email).toBe(ACTOR.email);
  });
});
