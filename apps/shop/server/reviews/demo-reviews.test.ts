import { describe, expect, it } from "vitest";
import { reviewInputSchema } from "../../app/reviews/review-input.ts";
import { seedFixture } from "../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../test-support/test-database.ts";
import { seedCatalogue } from "../catalogue/seed-catalogue.ts";
import { seedProducts } from "../catalogue/seed/index.ts";
import { UNRATED } from "../catalogue/seed/helpers.ts";
import { type DemoReview, demoReviews, seedDemoReviews } from "./demo-reviews.ts";
import { moderate } from "./moderation.ts";
import { createReviews } from "./reviews.ts";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the demo catalogue's reviews", () => {
  const reviews = demoReviews(seedProducts, NOW);
  const byProduct = new Map<number, DemoReview[]>();
  for (const review of reviews) {
    byProduct.set(review.product_id, [...(byProduct.get(review.product_id) ?? []), review]);
  }

  it("would each be accepted from a shopper and published at once", () => {
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      const input = reviewInputSchema.safeParse(review);
      expect(input.success, `${review.author}: ${JSON.stringify(input.error?.issues)}`).toBe(true);
      // Already tidy: what is stored is what the check would have stored.
      expect(input.data).toEqual({
        stars: review.stars,
        name: review.name,
        title: review.title,
        body: review.body,
      });
      expect(moderate(review), `${review.author}: ${review.title} ${review.body}`).toEqual({
        status: "published",
      });
      expect(review).toMatchObject({ language: "se", status: "published", held_because: null });
      expect(review.author).toBe(`demo:${review.product_id}-${review.author.split("-").pop()}`);
      expect(review.helpful).toBeGreaterThanOrEqual(0);
      expect(review.helpful).toBeLessThanOrEqual(12);
      expect(review.updated_at).toBe(review.created_at);
      const age = NOW.getTime() - Date.parse(review.created_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(300 * DAY_MS);
    }
  });

  it("gives every reviewed product 2 to 9 reviews whose mean is near its seed's stars", () => {
    const reviewed = seedProducts.filter((product) => product.totalReviews > 0);
    expect([...byProduct.keys()].sort()).toEqual(reviewed.map((product) => product.id).sort());
    for (const product of reviewed) {
      const own = byProduct.get(product.id)!;
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(9);
      const mean = own.reduce((sum, review) => sum + review.stars, 0) / own.length;
      expect(Math.abs(mean - product.ratingStars), `product ${product.id}`).toBeLessThanOrEqual(
        0.5,
      );
      expect(new Set(own.map((review) => review.author)).size).toBe(own.length);
      expect(new Set(own.map((review) => `${review.title}\n${review.body}`)).size).toBe(own.length);
    }
  });

  it("has more reviews for the products the seed says are reviewed more", () => {
    const countOf = (id: number) => byProduct.get(id)?.length ?? 0;
    const few = seedProducts.filter((p) => p.totalReviews > 0 && p.totalReviews < 10);
    const many = seedProducts.filter((p) => p.totalReviews >= 200);
    const mean = (ids: number[]) => ids.reduce((sum, id) => sum + countOf(id), 0) / ids.length;
    expect(mean(many.map((p) => p.id))).toBeGreaterThan(mean(few.map((p) => p.id)) + 3);
  });

  it("marks about two thirds as verified purchases", () => {
    const share = reviews.filter((review) => review.verified === 1).length / reviews.length;
    expect(share).toBeGreaterThan(0.55);
    expect(share).toBeLessThan(0.78);
  });

  it("is the same every time", () => {
    expect(demoReviews(seedProducts, NOW)).toEqual(reviews);
    // A product's reviews do not depend on which other products are seeded with it.
    const one = seedProducts.find((product) => product.totalReviews > 0)!;
    expect(demoReviews([one], NOW)).toEqual(byProduct.get(one.id));
  });
});

describe.each(dialects())("seeding the demo reviews on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  it("stores them once, and the products' stars and counts follow them", async () => {
    const database = await databases.open();
    const { db } = database;
    const fixtures = [
      seedFixture({ id: 1, ratingStars: 4.5, totalReviews: 300 }),
      seedFixture({ id: 2, type: "scooter", ratingStars: 3.5, totalReviews: 12 }),
      seedFixture({ id: 3, type: "vegetables", ratingStars: 5, totalReviews: 2 }),
      seedFixture({ id: 4, ratingStars: UNRATED, totalReviews: 0 }),
    ];
    await seedCatalogue(db, fixtures, NOW);
    // Product 5 is in the seed but not in this database: it is skipped.
    const seed = [...fixtures, seedFixture({ id: 5, totalReviews: 80 })];

    const inserted = await seedDemoReviews(db, seed, NOW);
    const expected = demoReviews(fixtures, NOW);
    expect(inserted).toBe(expected.length);
    const rows = await db
      .selectFrom("reviews")
      .select(["product_id", "author", "status"])
      .orderBy("author")
      .execute();
    expect(rows.map((row) => row.author)).toEqual(expected.map((review) => review.author).sort());
    expect(new Set(rows.map((row) => Number(row.product_id)))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((row) => row.status === "published")).toBe(true);

    const store = createReviews(db);
    for (const id of [1, 2, 3, 4]) {
      const summary = await store.summary(id);
      const product = await db
        .selectFrom("products")
        .select(["rating_stars", "total_reviews"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(Number(product.total_reviews), `product ${id}`).toBe(summary.count);
      expect(Number(product.rating_stars), `product ${id}`).toBe(
        summary.count === 0 ? UNRATED : Math.round(summary.average * 2) / 2,
      );
    }
    expect((await store.summary(4)).count).toBe(0);
    expect(await store.forProduct(1, { limit: 20 })).toHaveLength(
      expected.filter((review) => review.product_id === 1).length,
    );

    expect(await seedDemoReviews(db, seed, NOW)).toBe(0);
    const count = await db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(expected.length);
  });

  it("adds nothing once a shopper has written a review", async () => {
    const database = await databases.open();
    const { db } = database;
    const fixtures = [seedFixture({ id: 1 }), seedFixture({ id: 2 })];
    await seedCatalogue(db, fixtures, NOW);
    await createReviews(db).write(
      "user-a",
      1,
      {
        stars: 4,
        name: "Anna L.",
        title: "Helt okej telefon",
        body: "Batteriet räcker en dag, kameran är bra i dagsljus.",
        language: "se",
      },
      NOW,
    );
    expect(await seedDemoReviews(db, fixtures, NOW)).toBe(0);
    expect(await createReviews(db).latest()).toHaveLength(1);
  });
});
