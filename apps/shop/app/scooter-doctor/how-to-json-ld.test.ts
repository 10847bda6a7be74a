import { describe, expect, it } from "vitest";
import { answerFor } from "../../domain/scooter-doctor/scooter-doctor.ts";
import { howToJsonLd } from "./how-to-json-ld.ts";

const URL = "https://kretsbutiken.test/felkod/xiaomi-m365/14";

describe("the answer page's HowTo", () => {
  const answer = answerFor("xiaomi-m365", 14)!;
  const minutes = answer.error.steps.reduce((sum, step) => sum + step.minutes, 0);
  const howTo = howToJsonLd(answer, { url: URL, name: "Felkod 14", language: "se" }) as {
    totalTime: string;
    tool: { name: string }[];
    step: { position: number; text: string; url: string }[];
    inLanguage: string;
  };

  it("lists every step in order, each with its anchor on the page", () => {
    expect(howTo.step.map((step) => step.position)).toEqual(
      answer.error.steps.map((_, i) => i + 1),
    );
    expect(howTo.step[0]).toMatchObject({
      text: answer.error.steps[0]!.text.se,
      url: `${URL}#steg-1`,
    });
    expect(howTo.inLanguage).toBe("sv");
  });

  it("names each tool once and adds up the time", () => {
    const names = howTo.tool.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(answer.error.steps.flatMap((step) => step.tools.se)),
    );
    expect(minutes).toBeGreaterThan(0);
    expect(howTo.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
  });

  it("speaks English on an English page", () => {
    const english = howToJsonLd(answer, { url: URL, name: "Code 14", language: "en" }) as {
      step: { text: string }[];
    };
    expect(english.step[0]!.text).toBe(answer.error.steps[0]!.text.en);
  });
});
