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
});
