import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS } from "../../domain/reviews/review-input.ts";
import { reviewInputSchema } from "./review-input.ts";

const valid = {
  stars: "4",
  name: "Anna L.",
  title: "Bra batteri",
  body: "Håller en hel dag med navigering och musik, laddar snabbt.",
};

const errorsOf = (input: Record<string, unknown>) =>
  reviewInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("reviewInputSchema", () => {
  it("takes a review as typed and tidies its spaces and blank lines", () => {
    const parsed = reviewInputSchema.parse({
      ...valid,
      title: "  Bra   batteri ",
      body: "Första stycket.\r\n\r\n\r\n\r\nAndra   stycket, lite längre än så.",
    });
    expect(parsed).toEqual({
      stars: 4,
      name: "Anna L.",
      title: "Bra batteri",
      body: "Första stycket.\n\nAndra stycket, lite längre än så.",
    });
  });

  it("keeps markup as the text it is", () => {
    const body = '<script>alert("x")</script> men telefonen är bra ändå';
    expect(reviewInputSchema.parse({ ...valid, body }).body).toBe(body);
  });

  it.each(["0", "6", "3.5", "", "fem", undefined])(
    "refuses %j stars (outside 1–5, half stars, none)",
    (stars) => {
      expect(errorsOf({ ...valid, stars })).toEqual(["reviews.error.stars"]);
    },
  );

  it("refuses texts too short or too long, counted after tidying", () => {
    expect(errorsOf({ ...valid, title: "  a    " })).toEqual(["reviews.error.titleShort"]);
    expect(errorsOf({ ...valid, body: "För kort." })).toEqual(["reviews.error.bodyShort"]);
    expect(errorsOf({ ...valid, body: "x".repeat(REVIEW_LIMITS.body.max + 1) })).toEqual([
      "reviews.error.bodyLong",
    ]);
    expect(errorsOf({ ...valid, name: "A" })).toEqual(["reviews.error.nameShort"]);
    expect(errorsOf({ ...valid, name: 42 })).toEqual(["reviews.error.nameShort"]);
  });
});
