import { describe, expect, test } from "vitest";
import { foldLetters } from "./fold-letters.ts";
import { swedishStem } from "./swedish-stem.ts";

const stem = (word: string) => swedishStem(foldLetters(word));

describe("swedishStem: forms of one word share a stem", () => {
  test.each([
    [["mobil", "mobiler", "mobilen", "mobilerna", "mobilens"]],
    [["laddare", "laddaren", "laddarna"]],
    [["hörlur", "hörlurar", "hörlurarna", "horlurar"]],
    [["kabel", "kablar", "kabeln", "kablarna"]],
    [["väska", "väskor", "väskan", "väskorna", "vaskor"]],
    [["fodral", "fodralen", "fodralet"]],
    [["konsol", "konsoler", "konsolen"]],
    [["elsparkcykel", "elsparkcyklar", "elsparkcykeln"]],
    [["däck", "däcken", "däcket"]],
    [["högtalare", "högtalaren", "högtalarna"]],
    [["surfplatta", "surfplattor", "surfplattan"]],
    [["kontroll", "kontroller", "kontrollen"]],
    [["spel", "spelen", "spelet"]],
    [["headphone", "headphones"]],
    [["cable", "cables"]],
    [["charger", "chargers"]],
    [["console", "consoles"]],
    [["airpod", "airpods"]],
  ])("%j", (forms) => {
    expect(new Set(forms.map(stem)).size).toBe(1);
  });
});

describe("swedishStem: different words stay apart", () => {
  test.each([
    ["laddare", "laddning"],
    ["mobil", "mobilskal"],
    ["spel", "spegel"],
    ["kabel", "kabal"],
  ])("%s ≠ %s", (a, b) => {
    expect(stem(a)).not.toBe(stem(b));
  });
});

describe("swedishStem: left alone", () => {
  test.each(["ps5", "128", "5g", "ipad", "glas", "tv", "däck"])("%s", (word) => {
    expect(stem(word)).toBe(foldLetters(word));
  });
});
