import { describe, expect, it } from "vitest";
import { orderFixture } from "../../test-support/order-fixture.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { readCatalogueVersion } from "../catalogue/catalogue-version.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { createOrderStore } from "../orders/order-store.ts";
import { createReviews } from "./reviews.ts";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

const text = (stars: number, title = "Helt okej telefon") => ({
  stars,
  name: "Anna L.",
  title,
  body: "Batteriet räcker en dag, kameran är bra i dagsljus.",
  language: "se",
});

describe.each(dialects())("reviews on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    await seedCatalogue(database.db, [seedFixture({ id: 1 }), seedFixture({ id: 2 })], NOW);
    return { db: database.db, reviews: createReviews(database.db) };
  }

  it("keeps one review per reviewer and product: a second write is an edit", async () => {
    const { reviews } = await shop();
    const first = await reviews.write("user-a", 1, text(4), NOW);
    expect(first).toMatchObject({ change: "created", review: { stars: 4, status: "published" } });
    const edit = await reviews.write("user-a", 1, text(2, "Sämre efter uppdatering"), minutes(5));
    expect(edit).toMatchObject({
      change: "updated",
      review: { id: first!.review.id, stars: 2, title: "Sämre efter uppdatering" },
    });
    expect(edit!.review.createdAt).toBe(NOW.toISOString());
    expect(edit!.review.updatedAt).toBe(minutes(5).toISOString());
    expect(await reviews.forProduct(1)).toHaveLength(1);
    await reviews.write("user-a", 2, text(5), NOW);
    expect(await reviews.forProduct(2)).toHaveLength(1);
  });

  it("writes nothing for a product that does not exist", async () => {
    const { reviews } = await shop();
    expect(await reviews.write("user-a", 999, text(5))).toBeUndefined();
    expect(await reviews.latest()).toEqual([]);
  });

  it("computes a product's average, count and stars from the published reviews only", async () => {
    const { reviews } = await shop();
    expect(await reviews.summary(1)).toEqual({ count: 0, average: 0, byStars: [0, 0, 0, 0, 0] });
    await reviews.write("a", 1, text(5));
    await reviews.write("b", 1, text(4));
    await reviews.write("c", 1, text(4));
    await reviews.write("d", 1, {
      ...text(1),
      body: "Köp hellre på https://example.com i stället",
    });
    await reviews.write("e", 2, text(3));
    expect(await reviews.summary(1)).toEqual({ count: 3, average: 4.3, byStars: [0, 0, 0, 2, 1] });
    const both = await reviews.summaries([1, 2, 3]);
    expect([...both.keys()].sort()).toEqual([1, 2]);
    expect(both.get(2)).toEqual({ count: 1, average: 3, byStars: [0, 0, 1, 0, 0] });
  });

  it("keeps the product's stars and review count, as cards show them, in step with its reviews", async () => {
    const { db, reviews } = await shop();
    const product = () =>
      db
        .selectFrom("products")
        .select(["rating_stars", "total_reviews"])
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
    const version = async () => await readCatalogueVersion(db);
    const before = await version();
    await reviews.write("a", 1, text(5));
    await reviews.write("b", 1, text(4));
    expect(await product()).toEqual({ rating_stars: 4.5, total_reviews: 2 });
    expect(await version()).toBeGreaterThan(before);
    const held = await reviews.write("c", 1, { ...text(1), body: "Billigare på https://x.se/" });
    expect(await product()).toEqual({ rating_stars: 4.5, total_reviews: 2 });
    await reviews.decide(held!.review.id, "approve");
    // (5 + 4 + 1) / 3 = 3.33…, drawn as 3.5 stars.
    expect(await product()).toEqual({ rating_stars: 3.5, total_reviews: 3 });
    await reviews.write("c", 1, { ...text(1), body: "Billigare på https://x.se/ igen" });
    expect(await product()).toEqual({ rating_stars: 4.5, total_reviews: 2 });
  });

  it("holds a review that trips a rule until it is approved, and hides a rejected one", async () => {
    const { reviews } = await shop();
    const held = await reviews.write(
      "a",
      1,
      { ...text(5), body: "Bästa priset på www.fynd.nu!!" },
      minutes(1),
    );
    expect(held!.review).toMatchObject({ status: "pending", heldBecause: "link" });
    await reviews.write("b", 1, { ...text(1), title: "Casino bonus varje dag" }, minutes(2));
    expect((await reviews.pending()).map((review) => review.heldBecause)).toEqual([
      "link",
      "blocked-word",
    ]);
    expect(await reviews.forProduct(1)).toEqual([]);

    expect(await reviews.decide(held!.review.id, "approve")).toBe(true);
    const [other] = await reviews.pending();
    expect(await reviews.decide(other!.id, "reject")).toBe(true);
    expect(await reviews.decide("no-such-review", "approve")).toBe(false);
    expect((await reviews.forProduct(1)).map((review) => review.id)).toEqual([held!.review.id]);
    expect(await reviews.pending()).toEqual([]);
    // An edit is judged again.
    const edited = await reviews.write("a", 1, { ...text(5), body: "Se https://x.example/" });
    expect(edited!.review.status).toBe("pending");
  });

  it("marks a review as a verified purchase when the reviewer's own paid order has the product", async () => {
    const { db, reviews } = await shop();
    const orders = createOrderStore(db, { now: () => NOW });
    const placed = await orders.place(
      orderFixture({
        userId: "buyer",
        reservedUntil: minutes(30),
        lines: [{ productId: 1, name: "Testmobil", quantity: 1, unitPrice: 99_900, momsRate: 25 }],
      }),
    );
    expect(placed.ok).toBe(true);
    // Reserved, not paid: not yet a purchase.
    expect((await reviews.write("buyer", 1, text(5)))!.review.verified).toBe(false);
    await db.updateTable("orders").set({ status: "paid" }).where("user_id", "=", "buyer").execute();
    expect((await reviews.write("buyer", 1, text(5)))!.review.verified).toBe(true);
    expect((await reviews.write("buyer", 2, text(5)))!.review.verified).toBe(false);
    expect((await reviews.write("someone-else", 1, text(5)))!.review.verified).toBe(false);
    expect(await reviews.boughtProducts("buyer")).toEqual([1]);
    expect(await reviews.boughtProducts("someone-else")).toEqual([]);
  });

  it("sorts and filters a product's reviews, a page at a time", async () => {
    const { reviews } = await shop();
    const stars = [3, 5, 1, 4, 5];
    for (const [n, star] of stars.entries()) {
      await reviews.write(`user-${n}`, 1, text(star, `Omdöme nummer ${n}`), minutes(n));
    }
    const titles = async (query: Parameters<typeof reviews.forProduct>[1]) =>
      (await reviews.forProduct(1, query)).map((review) => review.title.slice(-1));
    expect(await titles({})).toEqual(["4", "3", "2", "1", "0"]);
    expect(await titles({ sort: "highest" })).toEqual(["4", "1", "3", "0", "2"]);
    expect(await titles({ sort: "lowest" })).toEqual(["2", "0", "3", "4", "1"]);
    expect(await titles({ stars: 5 })).toEqual(["4", "1"]);
    expect(await titles({ limit: 2, offset: 2 })).toEqual(["2", "1"]);
    expect((await reviews.latest({ limit: 1 })).map((review) => review.title)).toEqual([
      "Omdöme nummer 4",
    ]);
  });

  it("counts a visitor once as finding a review helpful", async () => {
    const { reviews } = await shop();
    const { review } = (await reviews.write("a", 1, text(4)))!;
    const second = (await reviews.write("b", 1, text(2)))!.review;
    expect(await reviews.markHelpful(review.id, "visitor-1")).toBe("counted");
    expect(await reviews.markHelpful(review.id, "visitor-1")).toBe("already-counted");
    expect(await reviews.markHelpful(review.id, "visitor-2")).toBe("counted");
    expect(await reviews.markHelpful(second.id, "visitor-1")).toBe("counted");
    expect(await reviews.markHelpful("missing", "visitor-1")).toBe("no-review");
    const [top] = await reviews.forProduct(1, { sort: "helpful" });
    expect(top).toMatchObject({ id: review.id, helpful: 2 });
  });

  it("counts one client address for at most its share of visitors on a review, and accounts apart", async () => {
    const { db } = await shop();
    const reviews = createReviews(db, { votesPerClient: 2 });
    const { review } = (await reviews.write("a", 1, text(4)))!;
    const second = (await reviews.write("b", 1, text(2)))!.review;
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(await reviews.markHelpful(review.id, `visitor:${i}`, "hash-of-one-address"));
    }
    expect(outcomes).toEqual(["counted", "counted", "client-full", "client-full", "client-full"]);
    // A visitor already counted is told so, not refused.
    expect(await reviews.markHelpful(review.id, "visitor:0", "hash-of-one-address")).toBe(
      "already-counted",
    );
    // Another address, another review, and accounts count as before.
    expect(await reviews.markHelpful(review.id, "visitor:9", "hash-of-another")).toBe("counted");
    expect(await reviews.markHelpful(second.id, "visitor:4", "hash-of-one-address")).toBe(
      "counted",
    );
    expect(await reviews.markHelpful(review.id, "user:anna")).toBe("counted");
    expect(await reviews.markHelpful(review.id, "user:anna")).toBe("already-counted");
    expect(await reviews.markHelpful(review.id, "user:bo")).toBe("counted");
    const [top] = await reviews.forProduct(1, { sort: "helpful" });
    expect(top).toMatchObject({ id: review.id, helpful: 5 });
    const stored = await db
      .selectFrom("review_votes")
      .select(["voter", "client"])
      .where("review_id", "=", review.id)
      .orderBy("voter")
      .execute();
    expect(stored).toEqual([
      { voter: "user:anna", client: null },
      { voter: "user:bo", client: null },
      { voter: "visitor:0", client: "hash-of-one-address" },
      { voter: "visitor:1", client: "hash-of-one-address" },
      { voter: "visitor:9", client: "hash-of-another" },
    ]);
  });

  it("counts one address's share once when its votes arrive at the same moment", async () => {
    const { db } = await shop();
    const reviews = createReviews(db, { votesPerClient: 3 });
    const { review } = (await reviews.write("a", 1, text(4)))!;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reviews.markHelpful(review.id, `visitor:${i}`, "one")),
    );
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(3);
    expect((await reviews.forProduct(1))[0]).toMatchObject({ helpful: 3 });
  });

  it("counts nothing on a review that is not published", async () => {
    const { reviews } = await shop();
    const held = (await reviews.write("a", 1, {
      ...text(1),
      body: "Köp hellre på https://example.com i stället",
    }))!.review;
    expect(held.status).toBe("pending");
    expect(await reviews.markHelpful(held.id, "visitor:1", "one")).toBe("no-review");
  });
});
