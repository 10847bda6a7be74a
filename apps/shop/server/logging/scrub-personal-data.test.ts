import { describe, expect, it } from "vitest";
import { scrubPersonalData } from "./scrub-personal-data.ts";

describe("scrubPersonalData", () => {
  it.each([
    ["anna@example.se", "[e-mail]"],
    ["to=anna.karlsson+order@mail.example.co.uk refused", "to=[e-mail] refused"],
    [
      "550 5.1.1 <åsa.öberg@exempel.se>: Recipient address rejected",
      "550 5.1.1 <[e-mail]>: Recipient address rejected",
    ],
    ["Key (email)=(o'brien@example.com) already exists.", "Key (email)=([e-mail]) already exists."],
    ["a@b.se and c@d.com", "[e-mail] and [e-mail]"],
  ])("hides the address in %j", (text, expected) => {
    expect(scrubPersonalData(text)).toBe(expected);
  });

  it.each([
    "KB-2026-000001",
    "GET /product/iphone-16/1001 200",
    "user@localhost",
    "npm i pino@10.4.0",
    "@kretsbutiken/database",
  ])("leaves %j alone", (text) => {
    expect(scrubPersonalData(text)).toBe(text);
  });
});
