import { describe, expect, it } from "vitest";
import { publicReview } from "../../../app/reviews/public-review.ts";
import { seedFixture } from "../../../test-support/seed-fixtures.ts";
import { dialects, useShopTestDatabases } from "../../../test-support/test-database.ts";
import { readCatalogueVersion } from "../../catalogue/catalogue-version.ts";
import { seedCatalogue } from "../../catalogue/seed-catalogue.ts";
import { createReviews } from "../../reviews/reviews.ts";
import { createAuditLog } from "../audit/audit-log.ts";
import { createReviewModeration } from "./review-moderation.ts";

const NOW = new Date("2026-11-26T10:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const OWNER = { email: "agare@kretsbutiken.se", userId: "owner-1" };
const STAFF = { email: "personal@kretsbutiken.se", userId: "staff-1" };

const text = (stars: number, body = "Batteriet räcker en dag, kameran är bra i dagsljus.") => ({
  stars,
  name: "Anna L.",
  title: "Helt okej telefon",
  body,
  language: "se",
});
const LINK = "Samma telefon är billigare på https://example.com/telefon, kolla där.";

describe.each(dialects())("review moderation on $dialect", (variant) => {
  const databases = useShopTestDatabases(variant);

  async function shop() {
    const database = await databases.open();
    await seedCatalogue(database.db, [seedFixture({ id: 1 }), seedFixture({ id: 2 })], NOW);
    const db = database.db;
    const audit = createAuditLog(db);
    let changes = 0;
    const moderation = createReviewModeration(db, {
      audit,
      ratingsChanged: () => changes++,
      clock: () => NOW,
    });
    const product = () =>
      db
        .selectFrom("products")
        .select(["rating_stars", "total_reviews"])
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
    return {
      db,
      audit,
      reviews: createReviews(db),
      moderation,
      product,
      changes: () => changes,
    };
  }

  it("lists the held reviews first, oldest first, then the rest newest first; filters by status, stars and product", async () => {
    const { reviews, moderation } = await shop();
    await reviews.write("a", 1, text(5), minutes(1));
    await reviews.write("b", 1, text(2, LINK), minutes(2));
    await reviews.write("c", 2, text(4), minutes(3));
    await reviews.write("d", 2, text(1, LINK), minutes(4));
    const page = await moderation.queue({ page: 1, pageSize: 10 });
    expect(page.reviews.map((review) => [review.stars, review.status])).toEqual([
      [2, "pending"],
      [1, "pending"],
      [4, "published"],
      [5, "published"],
    ]);
    expect(page).toMatchObject({ total: 4, pending: 2 });
    const held = await moderation.queue({ status: "pending", page: 1, pageSize: 10 });
    expect(held.reviews.map((review) => review.stars)).toEqual([2, 1]);
    const ofTwo = await moderation.queue({ productId: 2, page: 1, pageSize: 10 });
    expect(ofTwo.reviews.map((review) => review.stars)).toEqual([1, 4]);
    const fives = await moderation.queue({ stars: 5, page: 1, pageSize: 10 });
    expect(fives).toMatchObject({ total: 1, pending: 2 });
    const second = await moderation.queue({ page: 2, pageSize: 3 });
    expect(second.reviews.map((review) => review.stars)).toEqual([5]);
    expect(await moderation.reviewedProducts()).toEqual(
      expect.arrayContaining([
        { productId: 1, reviews: 2, pending: 1 },
        { productId: 2, reviews: 2, pending: 1 },
      ]),
    );
  });

  it("approves a held review: published, counted in the product's stars, audit-logged", async () => {
    const { reviews, moderation, product, audit, changes } = await shop();
    await reviews.write("a", 1, text(5));
    const held = (await reviews.write("b", 1, text(1, LINK)))!.review;
    expect(await product()).toEqual({ rating_stars: 5, total_reviews: 1 });
    const approved = await moderation.approve(OWNER, held.id, held.version);
    expect(approved).toMatchObject({
      ok: true,
      review: { status: "published", version: held.version + 1 },
    });
    expect(await product()).toEqual({ rating_stars: 3, total_reviews: 2 });
    expect(changes()).toBe(1);
    expect((await reviews.forProduct(1)).map((review) => review.id)).toContain(held.id);
    const { entries } = await audit.list({ page: 1, pageSize: 10 });
    expect(entries).toMatchObject([
      {
        action: "review.approve",
        subjectType: "review",
        subjectId: held.id,
        actor: OWNER,
        before: { status: "pending", rejectReason: null },
        after: { status: "published", rejectReason: null },
      },
    ]);
  });

  it("rejects only with a reason, keeps the reason for staff, and the storefront never shows it", async () => {
    const { reviews, moderation, product, audit } = await shop();
    const held = (await reviews.write("b", 1, text(1, LINK)))!.review;
    for (const [reason, error] of [
      ["", "required"],
      ["   \n ", "required"],
      ["x".repeat(501), "too_long"],
      ["Reklam\u0007", "control"],
      ["Reklam \u202Eemoc.elpmaxe", "control"],
    ] as const) {
      expect(await moderation.reject(OWNER, held.id, held.version, reason)).toEqual({
        ok: false,
        reason: "invalid",
        error,
      });
    }
    expect((await moderation.queue({ page: 1, pageSize: 5 })).reviews[0]).toMatchObject({
      status: "pending",
      version: held.version,
    });
    const rejected = await moderation.reject(
      STAFF,
      held.id,
      held.version,
      "  Länk till en annan butik.\r\nPublicerar inte reklam.  ",
    );
    expect(rejected).toMatchObject({
      ok: true,
      review: {
        status: "rejected",
        rejectReason: "Länk till en annan butik.\nPublicerar inte reklam.",
      },
    });
    expect(await reviews.forProduct(1)).toEqual([]);
    expect(await reviews.latest()).toEqual([]);
    expect(await product()).toMatchObject({ total_reviews: 0 });
    const [entry] = (await audit.list({ page: 1, pageSize: 10 })).entries;
    expect(entry).toMatchObject({
      action: "review.reject",
      actor: STAFF,
      after: {
        status: "rejected",
        rejectReason: "Länk till en annan butik.\nPublicerar inte reklam.",
      },
    });
  });

  it("moves a review only along the allowed transitions", async () => {
    const { reviews, moderation, product } = await shop();
    const published = (await reviews.write("a", 1, text(4)))!.review;
    // A published review cannot be approved again; it can be taken down.
    expect(await moderation.approve(OWNER, published.id, published.version)).toEqual({
      ok: false,
      reason: "transition",
    });
    const down = await moderation.reject(OWNER, published.id, published.version, "Personuppgifter");
    expect(down).toMatchObject({ ok: true, review: { status: "rejected" } });
    expect(await product()).toMatchObject({ total_reviews: 0 });
    const v2 = published.version + 1;
    // A rejected one cannot be rejected again; approving it publishes it and forgets the reason.
    expect(await moderation.reject(OWNER, published.id, v2, "Igen")).toEqual({
      ok: false,
      reason: "transition",
    });
    const back = await moderation.approve(OWNER, published.id, v2);
    expect(back).toMatchObject({ ok: true, review: { status: "published", rejectReason: null } });
    expect(await product()).toMatchObject({ total_reviews: 1 });
    expect(await moderation.approve(OWNER, "no-such-review", 1)).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("refuses a decision on a version the staff member did not see: another's decision, or the reviewer's edit", async () => {
    const { reviews, moderation } = await shop();
    const held = (await reviews.write("b", 1, text(1, LINK)))!.review;
    // Two staff members decide on the same view: one wins, the other is told.
    const [first, second] = await Promise.all([
      moderation.approve(OWNER, held.id, held.version),
      moderation.reject(STAFF, held.id, held.version, "Reklam"),
    ]);
    const outcomes = [first, second].map((outcome) => (outcome.ok ? "ok" : outcome.reason));
    expect(outcomes.sort()).toEqual(["conflict", "ok"]);

    const other = (await reviews.write("c", 1, text(2, LINK)))!.review;
    // The reviewer edits it after staff opened the queue: the decision is on old text.
    await reviews.write("c", 1, text(2, `${LINK} Ändrad.`), minutes(5));
    expect(await moderation.approve(OWNER, other.id, other.version)).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await moderation.reply(OWNER, other.id, other.version, "Tack!")).toEqual({
      ok: false,
      reason: "conflict",
    });
    const rejected = await moderation.reject(OWNER, other.id, other.version + 1, "Reklam");
    expect(rejected.ok).toBe(true);
    // A new edit of a rejected review is judged afresh, and the old reason goes.
    const edited = (await reviews.write("c", 1, text(2), minutes(6)))!.review;
    expect(edited).toMatchObject({ status: "published", rejectReason: null });
  });

  it("replies as the shop: shown with the review on the storefront, replaced, removed, audit-logged", async () => {
    const { db, reviews, moderation, audit } = await shop();
    const review = (await reviews.write("a", 1, text(2)))!.review;
    const before = await readCatalogueVersion(db);
    for (const [reply, error] of [
      ["", "required"],
      ["x".repeat(2001), "too_long"],
      ["Hej\u0000", "control"],
    ] as const) {
      expect(await moderation.reply(OWNER, review.id, review.version, reply)).toEqual({
        ok: false,
        reason: "invalid",
        error,
      });
    }
    const replied = await moderation.reply(
      OWNER,
      review.id,
      review.version,
      "Tråkigt att höra!\nHör av dig till oss så hjälper vi dig.",
      minutes(10),
    );
    expect(replied).toMatchObject({ ok: true });
    // Cached product pages are rendered anew.
    expect(await readCatalogueVersion(db)).toBeGreaterThan(before);
    const [shown] = await reviews.forProduct(1);
    expect(publicReview(shown!).reply).toEqual({
      text: "Tråkigt att höra!\nHör av dig till oss så hjälper vi dig.",
      at: minutes(10).toISOString(),
    });
    expect(publicReview((await reviews.latest())[0]!).reply?.text).toContain("Tråkigt");

    const v = review.version + 1;
    expect(await moderation.reply(OWNER, review.id, v, "Nytt svar.", minutes(11))).toMatchObject({
      ok: true,
      review: { reply: "Nytt svar." },
    });
    expect(await moderation.reply(OWNER, review.id, v + 1, null, minutes(12))).toMatchObject({
      ok: true,
      review: { reply: null, repliedAt: null },
    });
    expect(publicReview((await reviews.forProduct(1))[0]!).reply).toBeUndefined();
    // Removing a reply that is not there changes nothing.
    expect(await moderation.reply(OWNER, review.id, v + 2, null)).toEqual({
      ok: false,
      reason: "transition",
    });
    const actions = (await audit.list({ page: 1, pageSize: 10 })).entries.map((e) => e.action);
    expect(actions).toEqual(["review.reply-remove", "review.reply", "review.reply"]);
  });
});
