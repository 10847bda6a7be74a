import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { createContactMessages } from "./contact-messages.ts";

describe.each(dialects())("contact messages on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("stores a message with its optional fields, and returns its reference", async () => {
    const database = await databases.open();
    const messages = createContactMessages(database.db);

    const first = await messages.save({
      name: "Anna Andersson",
      email: "anna@example.se",
      phone: "070-123 45 67",
      orderNumber: "KB-1042",
      message: "Min M365 visar felkod 14.",
      language: "se",
    });
    const second = await messages.save({
      name: "Bo",
      email: "bo@example.com",
      message: "Where is my order?",
      language: "en",
    });
    expect(first.id).not.toBe(second.id);

    const rows = await database.db
      .selectFrom("contact_messages")
      .select(["id", "name", "phone", "order_number", "message", "language"])
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      {
        id: first.id,
        name: "Anna Andersson",
        phone: "070-123 45 67",
        order_number: "KB-1042",
        message: "Min M365 visar felkod 14.",
        language: "se",
      },
      {
        id: second.id,
        name: "Bo",
        phone: null,
        order_number: null,
        message: "Where is my order?",
        language: "en",
      },
    ]);
  });

  it("deletes what the privacy policy no longer lets it keep, and nothing else", async () => {
    const database = await databases.open();
    const messages = createContactMessages(database.db);
    const now = new Date("2026-11-30T12:00:00.000Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const row = (id: string, written: number, handled: number | null) => ({
      id,
      name: "Anna",
      email: "anna@example.se",
      message: "Hej!",
      language: "se",
      created_at: daysAgo(written),
      handled_at: handled === null ? null : daysAgo(handled),
      handled_by: handled === null ? null : "personal@kretsbutiken.example",
    });
    await database.db
      .insertInto("contact_messages")
      .values([
        row("open-three-years", 1095, null),
        row("open-two-years-to-the-day", 730, null),
        row("open-eighteen-months", 548, null),
        row("handled-thirteen-months", 548, 396),
        row("handled-a-year-to-the-day", 548, 365),
        row("handled-last-month", 40, 30),
        row("written-yesterday", 1, null),
      ])
      .execute();

    expect(await messages.deleteExpired(now)).toBe(2);
    const kept = await database.db
      .selectFrom("contact_messages")
      .select("id")
      .orderBy("id")
      .execute();
    expect(kept.map(({ id }) => id)).toEqual([
      "handled-a-year-to-the-day",
      "handled-last-month",
      "open-eighteen-months",
      "open-two-years-to-the-day",
      "written-yesterday",
    ]);
    expect(await messages.deleteExpired(now)).toBe(0);
  });
});
