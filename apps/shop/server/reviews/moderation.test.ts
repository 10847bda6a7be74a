import { describe, expect, it } from "vitest";
import { moderate } from "./moderation.ts";

const review = (body: string, title = "Bra köp") => ({ name: "Anna", title, body });

describe("moderate", () => {
  it("publishes an ordinary review at once", () => {
    expect(moderate(review("Skärmen är ljus och batteriet räcker två dagar. 5 av 5."))).toEqual({
      status: "published",
    });
  });

  it.each([
    "Köp billigare på https://example.com/deal",
    "Se www.billigt.nu för mer",
    "Bättre pris på mobilrea.se, kolla där",
  ])("holds a review with a web address, written out or bare: %j", (body) => {
    expect(moderate(review(body))).toEqual({ status: "pending", reason: "link" });
  });

  it("does not take a version number or a decimal for an address", () => {
    expect(moderate(review("Uppdaterade till iOS 18.2 och 5.5 timmars skärmtid."))).toEqual({
      status: "published",
    });
  });

  it("holds a review with a blocked word, as a whole word in any case", () => {
    expect(moderate(review("Vinn stort på CASINO varje dag"))).toEqual({
      status: "pending",
      reason: "blocked-word",
    });
    expect(moderate(review("Fungerar fint", "Kontakta mig på WhatsApp"))).toEqual({
      status: "pending",
      reason: "blocked-word",
    });
    // Part of a longer word is not the word.
    expect(moderate(review("Kasinospel kör jag inte, men kameran är toppen."))).toEqual({
      status: "published",
    });
  });
});
