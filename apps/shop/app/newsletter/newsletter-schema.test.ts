import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter-schema.ts";

describe("newsletterSchema", () => {
  it("accepts and trims an address", () => {
    expect(newsletterSchema.parse({ email: "  Anna@Example.se " })).toEqual({
      email: "Anna@Example.se",
    });
  });

  it.each([
    ["newsletter.error.email", undefined],
    ["newsletter.error.emailRequired", ""],
    ["newsletter.error.emailRequired", "   "],
    ["newsletter.error.email", "anna"],
    ["newsletter.error.email", "anna@example"],
    ["newsletter.error.email", `${"a".repeat(250)}@x.se`],
  ])("rejects with %s (case %#)", (key, email) => {
    const parsed = newsletterSchema.safeParse({ email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(key);
  });
});
