import { describe, expect, it } from "vitest";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { openShopDatabase } from "../database/open-shop-database.ts";
import { createNewsletterSubscriptions, normaliseEmail } from "./newsletter-subscriptions.ts";

describe("normaliseEmail", () => {
  it("trims and lowercases", () => {
    expect(normaliseEmail("  Anna@Example.SE ")).toBe("anna@example.se");
  });
});

describe.each(dialects())("newsletter subscriptions on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("stores an address once; a second sign-up is no error and no duplicate", async () => {
    const database = databases.track(await openShopDatabase(databases.place()));
    const newsletter = createNewsletterSubscriptions(database.db);

    expect(await newsletter.subscribe({ email: "Anna@Example.se", language: "se" })).toBe(
      "subscribed",
    );
    expect(await newsletter.subscribe({ email: "anna@example.se ", language: "en" })).toBe(
      "already-subscribed",
    );
    expect(await newsletter.subscribe({ email: "bo@example.se", language: "en" })).toBe(
      "subscribed",
    );

    const rows = await database.db
      .selectFrom("newsletter_subscriptions")
      .select(["email", "language", "created_at"])
      .orderBy("email")
      .execute();
    expect(rows.map(({ email, language }) => [email, language])).toEqual([
      ["anna@example.se", "se"],
      ["bo@example.se", "en"],
    ]);
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("never duplicates under concurrent sign-ups of one address", async () => {
    const database = databases.track(await openShopDatabase(databases.place()));
    const newsletter = createNewsletterSubscriptions(database.db);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        newsletter.subscribe({ email: "sam@example.se", language: "se" }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "subscribed")).toHaveLength(1);
    const count = await database.db
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
