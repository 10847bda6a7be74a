import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { beepPattern, codeFromBeeps } from "./beep-pattern.ts";
import { ERROR_CODES } from "./error-codes.ts";
import { isPartKind } from "./part-kinds.ts";
import { answerFor, codesFor, codesForSymptom, modelBySlug } from "./scooter-doctor.ts";
import { SCOOTER_MODELS } from "./scooter-models.ts";
import { SYMPTOMS } from "./symptoms.ts";

const BLOG = fileURLToPath(new URL("../../content/blog/", import.meta.url));
const REQUIRED = [10, 11, 12, 13, 14, 15, 18, 21, 24, 27, 28, 29, 35, 39, 40];

const filled = (text: { se: string; en: string }) =>
  text.se.trim().length > 0 && text.en.trim().length > 0;

describe("scooter doctor data", () => {
  it("has unique model slugs and unique codes", () => {
    const slugs = SCOOTER_MODELS.map((model) => model.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const codes = ERROR_CODES.map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("covers the codes the issue asks for", () => {
    expect(ERROR_CODES.map((error) => error.code)).toEqual(expect.arrayContaining(REQUIRED));
  });

  it("gives every model at least the common codes", () => {
    const lacking = SCOOTER_MODELS.filter((model) => {
      const codes = codesFor(model.slug).map((error) => error.code);
      return ![10, 14, 15].every((code) => codes.includes(code));
    });
    expect(lacking.map((model) => model.slug)).toEqual([]);
  });

  describe.each(ERROR_CODES.map((error) => [error.code, error] as const))("code %i", (_, error) => {
    it("has a verdict with a reason in both languages", () => {
      expect(["yes", "carefully", "no"]).toContain(error.verdict);
      expect(filled(error.verdictReason)).toBe(true);
      expect(filled(error.checks)).toBe(true);
      if (error.note) expect(filled(error.note)).toBe(true);
    });

    it("has causes with known part kinds", () => {
      expect(error.causes.length).toBeGreaterThan(0);
      for (const cause of error.causes) {
        expect(filled(cause.text)).toBe(true);
        expect(typeof cause.workshop).toBe("boolean");
        for (const part of cause.parts) expect(isPartKind(part), part).toBe(true);
      }
    });

    it("has steps with difficulty, tools, time and text", () => {
      expect(error.steps.length).toBeGreaterThan(0);
      for (const step of error.steps) {
        expect(["easy", "medium", "hard"]).toContain(step.difficulty);
        expect(step.minutes).toBeGreaterThan(0);
        expect(step.tools.se.length).toBe(step.tools.en.length);
        expect(filled(step.text)).toBe(true);
      }
    });

    it("applies to known models, each once", () => {
      const models = error.appliesTo.map((row) => row.model);
      expect(models.length).toBeGreaterThan(0);
      expect(new Set(models).size).toBe(models.length);
      for (const slug of models) expect(modelBySlug(slug), slug).toBeDefined();
    });

    it("links only to articles that exist in both languages", () => {
      const missing = (error.article ? [".sv.md", ".en.md"] : []).filter(
        (ending) => !existsSync(`${BLOG}${error.article}${ending}`),
      );
      expect(missing).toEqual([]);
    });
  });

  it.each(SYMPTOMS.map((symptom) => [symptom.phrases.se[0], symptom] as const))(
    "symptom %s maps to codes its models know",
    (_, symptom) => {
      expect(symptom.phrases.se.length).toBeGreaterThan(0);
      expect(symptom.phrases.en.length).toBeGreaterThan(0);
      const models = "models" in symptom ? symptom.models : SCOOTER_MODELS.map((m) => m.slug);
      for (const code of symptom.codes) {
        const knownBy = models.filter((slug) => answerFor(slug, code));
        const needed = "models" in symptom ? models.length : 1;
        expect(knownBy.length, `code ${code}`).toBeGreaterThanOrEqual(needed);
      }
    },
  );
});

describe("look-ups", () => {
  it.each([
    ["no-such-model", 10],
    ["xiaomi-m365", 99],
    ["xiaomi-pro-2", 16],
  ])("answerFor(%s, %i) is undefined", (slug, code) => {
    expect(answerFor(slug, code)).toBeUndefined();
  });

  it("shows beeps on the M365 and a number on the G30", () => {
    expect(answerFor("xiaomi-m365", 14)).toMatchObject({
      beeps: { long: 1, short: 4 },
      certainty: "documented",
    });
    expect(answerFor("xiaomi-m365", 14)?.displayNumber).toBeUndefined();
    expect(answerFor("ninebot-max-g30", 14)).toMatchObject({ displayNumber: "14" });
    expect(answerFor("xiaomi-scooter-4-pro", 14)?.certainty).toBe("likely");
    expect(codeFromBeeps(beepPattern(35))).toBe(35);
  });

  it.each([
    ["piper tre gånger", "se", undefined, 12],
    ["Den PIPER tre ganger vid start", "se", "xiaomi-m365", 35],
    ["motorn stannar i uppförsbacke", "se", undefined, 40],
    ["gasen fungerar inte", "se", "ninebot-max-g30", 14],
    ["my scooter beeps three times", "en", undefined, 12],
    ["it will not charge", "en", "ninebot-max-g30", 16],
  ] as const)("codesForSymptom(%s, %s, %s) finds %i", (text, language, model, code) => {
    expect(codesForSymptom(text, language, model)).toContain(code);
  });

  it("codesForSymptom finds nothing where nothing fits", () => {
    expect(codesForSymptom("piper tre gånger", "se", "ninebot-max-g30")).toEqual([]);
    expect(codesForSymptom("ingenting här", "se", undefined)).toEqual([]);
  });

  it("codesForSymptom leaves out a code the model does not have", () => {
    expect(codesForSymptom("laddar inte", "se", "xiaomi-pro-2")).not.toContain(16);
    expect(codesForSymptom("it will not charge", "en", "ninebot-max-g30")).toContain(16);
  });
});
