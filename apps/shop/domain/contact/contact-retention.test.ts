import { describe, expect, it } from "vitest";
import { contactRetentionCutoffs } from "./contact-retention.ts";

describe("contactRetentionCutoffs", () => {
  it("keeps a handled message a year, and any message two years", () => {
    expect(contactRetentionCutoffs(new Date("2026-11-30T12:00:00.000Z"))).toEqual({
      handledBefore: new Date("2025-11-30T12:00:00.000Z"),
      writtenBefore: new Date("2024-11-30T12:00:00.000Z"),
    });
  });
});
