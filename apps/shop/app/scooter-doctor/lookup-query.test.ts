import { describe, expect, it } from "vitest";
import { lookUpCode, lookUpSymptom, readCode } from "./lookup-query.ts";

const query = (text: string) => new URLSearchParams(text);

describe("the start page's code form", () => {
  it.each([
    ["14", 14],
    ["E14", 14],
    [" e 014 ", 14],
    ["Err-35", 35],
    ["fel 10", 10],
    ["fjorton", undefined],
    ["14a", undefined],
    ["", undefined],
  ] as const)("reads %j as %s", (typed, code) => {
    expect(readCode(typed)).toBe(code);
  });

  it.each([
    ["", { kind: "none" }],
    ["modell=xiaomi-m365&kod=E14", { kind: "answer", path: "/felkod/xiaomi-m365/14" }],
    ["modell=ninebot-max-g30&kod=35", { kind: "answer", path: "/felkod/ninebot-max-g30/35" }],
    ["kod=14", { kind: "no-model", code: "14" }],
    ["modell=vespa&kod=14", { kind: "unknown-model", code: "14" }],
    ["modell=xiaomi-m365&kod=", { kind: "no-code", model: "xiaomi-m365" }],
    ["modell=xiaomi-m365&kod=99", { kind: "unknown-code", model: "xiaomi-m365", code: "99" }],
    ["modell=xiaomi-pro-2&kod=16", { kind: "unknown-code", model: "xiaomi-pro-2", code: "16" }],
    ["modell=xiaomi-m365&kod=<b>", { kind: "unknown-code", model: "xiaomi-m365", code: "<b>" }],
    ["symptom=pip&modell=xiaomi-m365", { kind: "none" }],
  ] as const)("?%s is %j", (text, outcome) => {
    expect(lookUpCode(query(text))).toEqual(outcome);
  });
});

describe("the start page's symptom form", () => {
  it("finds the likely codes, narrowed by model", () => {
    const anyModel = lookUpSymptom(query("symptom=piper+tre+gånger"), "se");
    const g30 = lookUpSymptom(query("symptom=gasen+fungerar+inte&modell=ninebot-max-g30"), "se");
    expect(anyModel.kind === "found" && anyModel.codes).toEqual([12, 35]);
    expect(g30).toMatchObject({ kind: "found", model: "ninebot-max-g30" });
    expect(g30.kind === "found" && g30.codes).toContain(14);
  });

  it("ignores an unknown model and finds nothing in nonsense", () => {
    expect(lookUpSymptom(query("symptom=qwerty&modell=vespa"), "se")).toEqual({
      kind: "found",
      text: "qwerty",
      codes: [],
    });
    expect(lookUpSymptom(query("symptom=+"), "en")).toEqual({ kind: "none" });
  });
});
